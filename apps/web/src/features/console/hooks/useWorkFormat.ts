import { INTL_LOCALES } from '@spona/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../../../ui/hooks/useLanguage';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Issue 17: how the console writes dates, ages ("3 hours ago": how long an item has waited) and
 * counts, in the interface language (INTL_LOCALES, as the rest of the app).
 */
export function useWorkFormat() {
  const { locale } = useLanguage();
  return useMemo(() => {
    const intlLocale = INTL_LOCALES[locale];
    const dateFormat = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' });
    const numberFormat = new Intl.NumberFormat(intlLocale);
    return {
      date: (iso: string) => dateFormat.format(new Date(iso)),
      dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
      /** How long ago, in the largest whole unit: minutes, hours or days. */
      age: (iso: string, now = Date.now()) => {
        const elapsed = Math.max(0, now - new Date(iso).getTime());
        if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
        if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
        return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
      },
      count: (value: number) => numberFormat.format(value),
    };
  }, [locale]);
}
