/** SPEC §3 analytics event. */
export interface AnalyticsEvent {
  event_type: string;
  subevent_type?: string;
  event_data?: Record<string, unknown>;
}

/**
 * Records an analytics event (SPEC §4: a sign-in is tracked). A no-op for now: the analytics issue
 * sends these to POST analytics/events once the consent banner allows it, so callers already say
 * what they track.
 */
export function trackEvent(_event: AnalyticsEvent): void {}
