import type { TLocale } from '@spona/contracts';

/** A date without the time. */
export function formatDate(iso: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** The description in the interface language: English readers get the English text when there is one. */
export function pickDescription(
  item: { description: string | null; description_en: string | null },
  locale: TLocale,
): string | null {
  return (locale === 'en' ? item.description_en || item.description : item.description) || null;
}

/** A link's site, as people say it ('brend.hr' for https://www.brend.hr/o-nama). */
export function hostOfLink(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}
