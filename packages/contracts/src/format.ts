import type { TLocale } from './enums';

/**
 * Issue 16: how both apps write money and dates of the terms (mails and pushes on the server, the
 * messenger in the browser). Free of zod: the web's first route may import it.
 */

/** Intl's locale of each language: English as written in Europe ('12 Dec', not 'Dec 12'). */
export const INTL_LOCALES: Record<TLocale, string> = { hr: 'hr-HR', en: 'en-GB' };

/** An amount in EUR as the language writes it ('220 €', '€220'); cents only when there are any. */
export function formatEuros(amount: number, locale: TLocale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
