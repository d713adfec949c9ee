import type { TLocale } from '@spona/contracts';

/** A follower count as cards show it, short: '12.5K' in English, '12,5 tis.' in Croatian. */
export function formatCompactCount(value: number, locale: TLocale): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
