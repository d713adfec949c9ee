import type { TLocale } from '@spona/contracts';
import { formatDate } from '../../profile/lib/formatters';

/** A campaign's period as one line ('1. 12. 2026. – 31. 12. 2026.'), or null without dates. */
export function formatPeriod(startsOn: string | null, endsOn: string | null, locale: TLocale): string | null {
  if (!startsOn && !endsOn) return null;
  const format = (day: string | null) => (day ? formatDate(`${day}T12:00:00Z`, locale) : '…');
  return `${format(startsOn)} – ${format(endsOn)}`;
}
