import type { TLocale } from './enums';

/**
 * Issue 16: how both apps write money and dates of the terms (mails and pushes on the server, the
 * messenger in the browser). Free of zod: the web's first route may import it.
 */

/** Intl's locale of each language: English as written in Europe ('12 Dec', not 'Dec 12'). */
export const INTL_LOCALES: Record<TLocale, string> = { hr: 'hr-HR', en: 'en-GB' };

/*
 * Numbers, as `Intl.NumberFormat` writes them for hr and en (the tests compare the two over many
 * values), without it. Issue 19: the first `Intl.NumberFormat` of a page loads the browser's number
 * data, one task of 40–55 ms on this machine (160–220 ms at Lighthouse's 4x slowdown) in the middle
 * of the first render of a search, a profile or the home page; for two languages, grouping, decimals,
 * compact counts and euros are a few rules. Compact counts are written as `en` writes them (12.5K),
 * not `en-GB` (12.5k).
 */

interface TSymbols {
  group: string;
  decimal: string;
  minus: string;
  /** Compact units from a thousand up, and what stands between the number and the unit. */
  compact: { units: readonly string[]; separator: string };
  euro: (formatted: string) => string;
}

const NBSP = '\u00a0';

const SYMBOLS: Record<TLocale, TSymbols> = {
  hr: {
    group: '.',
    decimal: ',',
    minus: '\u2212',
    compact: { units: ['tis.', 'mil.', 'mlr.', 'bil.'], separator: NBSP },
    euro: (formatted) => `${formatted}${NBSP}€`,
  },
  en: {
    group: ',',
    decimal: '.',
    minus: '-',
    compact: { units: ['K', 'M', 'B', 'T'], separator: '' },
    euro: (formatted) => `€${formatted}`,
  },
};

export interface TFractionDigits {
  /** Intl's default: 0. */
  minimumFractionDigits?: number;
  /** Intl's default: 3 (at least the minimum). */
  maximumFractionDigits?: number;
}

/** A non-negative finite number's decimal digits, exactly as JavaScript prints it (no exponent). */
function toDigits(value: number): TDigits | null {
  const text = String(value);
  if (/e/i.test(text)) return null;
  const [integer = '0', fraction = ''] = text.split('.');
  return { integer, fraction };
}

interface TDigits {
  integer: string;
  fraction: string;
}

/** Rounds decimal digits to `places` fraction digits, half away from zero (Intl's halfExpand). */
function roundDigits({ integer, fraction }: TDigits, places: number): TDigits {
  if (fraction.length <= places) return { integer, fraction };
  const kept = integer + fraction.slice(0, places);
  const roundsUp = fraction.charCodeAt(places) >= '5'.charCodeAt(0);
  const digits = roundsUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const integerLength = digits.length - places;
  return { integer: digits.slice(0, integerLength) || '0', fraction: digits.slice(integerLength) };
}

function groupDigits(integer: string, group: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** Moves the decimal point `places` to the left: 48200 → 48.2 for thousands, exactly. */
function shiftLeft({ integer, fraction }: TDigits, places: number): TDigits {
  const padded = integer.padStart(places + 1, '0');
  return {
    integer: padded.slice(0, padded.length - places).replace(/^0+(?=\d)/, ''),
    fraction: padded.slice(padded.length - places) + fraction,
  };
}

/** Intl's signDisplay 'auto': a minus for every negative number, -0 and what rounds to 0 too. */
function render(
  negative: boolean,
  digits: TDigits,
  minimumFractionDigits: number,
  symbols: TSymbols,
  isGrouped = true,
): string {
  let fraction = digits.fraction.replace(/0+$/, '');
  if (fraction.length < minimumFractionDigits) fraction = fraction.padEnd(minimumFractionDigits, '0');
  const integer = isGrouped ? groupDigits(digits.integer, symbols.group) : digits.integer;
  const body = integer + (fraction ? symbols.decimal + fraction : '');
  return negative ? symbols.minus + body : body;
}

/** A number with the language's grouping and decimal mark ('12.500,5', '12,500.5'). */
export function formatNumber(value: number, locale: TLocale, options: TFractionDigits = {}): string {
  const minimumFractionDigits = options.minimumFractionDigits ?? 0;
  const maximumFractionDigits = Math.max(minimumFractionDigits, options.maximumFractionDigits ?? 3);
  const digits = Number.isFinite(value) ? toDigits(Math.abs(value)) : null;
  if (!digits)
    return new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);
  const rounded = roundDigits(digits, maximumFractionDigits);
  return render(value < 0 || Object.is(value, -0), rounded, minimumFractionDigits, SYMBOLS[locale]);
}

/** A count as cards show it, short, to one decimal: '12.5K' in English, '12,5 tis.' in Croatian. */
export function formatCompactNumber(value: number, locale: TLocale): string {
  const symbols = SYMBOLS[locale];
  const digits = Number.isFinite(value) ? toDigits(Math.abs(value)) : null;
  if (!digits) {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  const { units, separator } = symbols.compact;
  let unit = Math.min(
    units.length,
    Math.max(0, Math.floor((digits.integer.replace(/^0+/, '').length - 1) / 3)),
  );
  let rounded = roundDigits(shiftLeft(digits, unit * 3), 1);
  // 999.95 is a thousand once rounded, 999,950 a thousand thousands: the next unit.
  if (rounded.integer.length > 3 && unit < units.length) {
    unit += 1;
    rounded = roundDigits(shiftLeft(digits, unit * 3), 1);
  }
  const number = render(negative, rounded, 0, symbols, false);
  return unit === 0 ? number : `${number}${separator}${units[unit - 1]}`;
}

/** An amount in EUR as the language writes it ('220 €', '€220'); cents only when there are any. */
export function formatEuros(amount: number, locale: TLocale): string {
  const symbols = SYMBOLS[locale];
  const formatted = formatNumber(Math.abs(amount), locale, {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  const price = symbols.euro(formatted);
  return amount < 0 || Object.is(amount, -0) ? symbols.minus + price : price;
}
