import type { TLocale, TTerms, TTermsCompensation } from '@spona/contracts';
import { translate } from '../i18n';

/** Intl locale of each language of the product. */
const INTL_LOCALES: Record<TLocale, string> = { hr: 'hr-HR', en: 'en-GB' };

/** An amount in EUR as the locale writes it ("180 €", "€180"; cents only when there are any). */
export function formatEuros(locale: TLocale, amount: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A calendar date (YYYY-MM-DD) as the locale writes it ("20 Dec 2026", "20. pro 2026."). */
export function formatDate(locale: TLocale, date: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The compensation in words: the amount, or the giveaway with its description. */
export function describeCompensation(locale: TLocale, compensation: TTermsCompensation): string {
  return compensation.kind === 'MONEY'
    ? formatEuros(locale, compensation.amount)
    : translate(locale, 'terms.giveaway', { description: compensation.description });
}

/**
 * Issue 16: the terms as lines of text for a mail ("Compensation: 180 €", "Deadline: 20 Dec 2026",
 * "Deliverables: 1 Instagram Reel, 3 stories"), in the recipient's language; a term not set is left out.
 */
export function describeTerms(locale: TLocale, terms: TTerms): string[] {
  const t = (key: string, vars: Record<string, unknown>) => translate(locale, `terms.${key}`, vars);
  return [
    ...(terms.compensation
      ? [t('compensation', { value: describeCompensation(locale, terms.compensation) })]
      : []),
    ...(terms.deadline ? [t('deadline', { value: formatDate(locale, terms.deadline) })] : []),
    ...(terms.deliverables.length > 0 ? [t('deliverables', { value: terms.deliverables.join(', ') })] : []),
  ];
}
