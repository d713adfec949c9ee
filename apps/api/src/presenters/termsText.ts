import {
  formatEuros,
  INTL_LOCALES,
  type TLocale,
  type TTerms,
  type TTermsCompensation,
} from '@spona/contracts';
import { translate } from '../i18n';

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
    ? formatEuros(compensation.amount, locale)
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
