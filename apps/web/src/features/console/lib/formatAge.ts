import type { TFunction } from 'i18next';

const MINUTE_MS = 60_000;

/**
 * Issue 17: a span of minutes in words for the console ("45 minutes", "3 hours", "2 days"): the
 * largest whole unit that is at least 1, rounded.
 */
export function formatMinutes(t: TFunction<'console'>, minutes: number): string {
  if (minutes < 60) return t('duration.minutes', { count: Math.max(0, Math.round(minutes)) });
  if (minutes < 48 * 60) return t('duration.hours', { count: Math.round(minutes / 60) });
  return t('duration.days', { count: Math.round(minutes / (24 * 60)) });
}

/** How long ago `iso` was, in words (see formatMinutes). */
export function formatAge(t: TFunction<'console'>, iso: string, now = Date.now()): string {
  return formatMinutes(t, (now - new Date(iso).getTime()) / MINUTE_MS);
}
