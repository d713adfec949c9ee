import type { TAnalyticsEventCreate } from '@spona/contracts';
import { apiPost } from './apiClient';
import { hasConsent } from './consent';
import { afterFirstScreen } from './firstScreen';

/** SPEC §3 analytics event. */
export type AnalyticsEvent = TAnalyticsEventCreate;

/**
 * Records a first-party analytics event (SPEC §7 POST analytics/events). Nothing is sent, and nothing
 * is queued, before the user accepts the consent banner (SPEC §1, §4): an event before consent is
 * dropped. Analytics never disturbs the user, so a failed call is ignored, and the first page's
 * view is sent once that page has its content (lib/firstScreen.ts, issue 19).
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (!hasConsent()) return;
  afterFirstScreen(() => {
    apiPost('analytics/events', event).catch(() => undefined);
  });
}

/** A page view, sent on every route change. */
export function trackPageView(path: string): void {
  trackEvent({ event_type: 'PAGE_VIEW', event_data: { path } });
}
