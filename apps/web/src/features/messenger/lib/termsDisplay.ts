import {
  formatEuros,
  INTL_LOCALES,
  type TLocale,
  type TTerms,
  type TTermsCompensation,
} from '@spona/contracts';

/**
 * A deadline (YYYY-MM-DD) short, in the interface language ('12 Dec', '12. pro'); with the year when
 * it is not this year's.
 */
export function formatDeadline(date: string, locale: TLocale, now = new Date()): string {
  const value = new Date(`${date}T00:00:00Z`);
  const isThisYear = value.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    ...(isThisYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(value);
}

/** Parts of the terms, joined as the language joins a list ('220 €, a deadline of 12 Dec and 3 deliverables'). */
export function joinList(parts: string[], locale: TLocale): string {
  return new Intl.ListFormat(INTL_LOCALES[locale], { style: 'long', type: 'conjunction' }).format(parts);
}

/** A translation function with keys not checked by type (the keys are built from facts). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The compensation in a few words: the amount, the giveaway, or 'as agreed'. */
export function describeCompensation(
  compensation: TTermsCompensation | null,
  locale: TLocale,
  t: Translate,
): string {
  if (!compensation) return t('messenger:terms.asAgreed');
  return compensation.kind === 'MONEY'
    ? formatEuros(compensation.amount, locale)
    : t('messenger:terms.giveawayShort');
}

/**
 * The terms as a phrase of a thread line ('220 €, a deadline of 12 Dec and 2 deliverables'; hr '220 €,
 * rok 12. pro i 2 stavke isporuke').
 */
export function describeTerms(terms: TTerms, locale: TLocale, t: Translate): string {
  const compensation = terms.compensation;
  const parts = [
    compensation?.kind === 'GIVEAWAY'
      ? t('messenger:systemTerms.giveaway', { description: compensation.description })
      : compensation
        ? formatEuros(compensation.amount, locale)
        : t('messenger:systemTerms.asAgreed'),
    ...(terms.deadline
      ? [t('messenger:systemTerms.deadline', { date: formatDeadline(terms.deadline, locale) })]
      : []),
    ...(terms.deliverables.length > 0
      ? [t('messenger:systemTerms.deliverables', { count: terms.deliverables.length })]
      : []),
  ];
  return joinList(parts, locale);
}
