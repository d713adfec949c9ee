import { describe, expect, it } from 'vitest';
import type { TLocale } from './enums';
import { formatCompactNumber, formatEuros, formatNumber, INTL_LOCALES, type TFractionDigits } from './format';

const LOCALES: TLocale[] = ['hr', 'en'];

/** A reproducible spread of values: integers of every size, decimals, halves, negatives, zeros. */
function sampleValues(): number[] {
  const values = [
    0, -0, 1, 5, 999, 1000, 1049, 1050, 1234, 9999, 99_949, 99_950, 999_949, 999_950, 1e6, 2.3e6,
  ];
  values.push(
    999.95,
    999.949,
    0.5,
    0.05,
    4.05,
    4.25,
    2.5,
    -2.5,
    3.14159,
    5.23,
    0.1 + 0.2,
    1.005,
    123_456.789,
  );
  values.push(1e9, 1.5e12, 1e15, 123_456_789_012, -48_200, -0.0001, 12.5);
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let index = 0; index < 400; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 13);
    values.push(Math.round(next() * magnitude * 1000) / 1000);
    values.push(Math.round(next() * magnitude));
    values.push(-Math.round(next() * magnitude * 10) / 10);
  }
  return values;
}

describe('numberFormat (issue 19: numbers without Intl on the first screen)', () => {
  const values = sampleValues();

  it.each(LOCALES)('formats like Intl.NumberFormat(%s), with the fraction digits asked for', (locale) => {
    const options: TFractionDigits[] = [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    ];
    for (const option of options)
      for (const value of values)
        expect(formatNumber(value, locale, option), `${value} ${JSON.stringify(option)}`).toBe(
          new Intl.NumberFormat(locale, option).format(value),
        );
  });

  it.each(LOCALES)('writes compact counts like Intl (%s), to one decimal', (locale) => {
    const intl = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    for (const value of values)
      expect(formatCompactNumber(value, locale), String(value)).toBe(intl.format(value));
  });

  it.each(LOCALES)(
    'writes euros like Intl (%s, as the API and the web app did), cents only when there are any',
    (locale) => {
      for (const value of [...values, 90, 150, 12.34, 12.345, 1234.5]) {
        const intl = new Intl.NumberFormat(INTL_LOCALES[locale], {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
          maximumFractionDigits: 2,
        });
        expect(formatEuros(value, locale), String(value)).toBe(intl.format(value));
      }
    },
  );

  it.each(LOCALES)('writes numbers as Intl does for its locale of the language too (%s)', (locale) => {
    const intl = new Intl.NumberFormat(INTL_LOCALES[locale]);
    for (const value of values) expect(formatNumber(value, locale), String(value)).toBe(intl.format(value));
  });

  it('reads as people write it in each language', () => {
    expect(formatNumber(12_500.5, 'hr')).toBe('12.500,5');
    expect(formatNumber(12_500.5, 'en')).toBe('12,500.5');
    expect(formatCompactNumber(48_200, 'hr')).toBe('48,2\u00a0tis.');
    expect(formatCompactNumber(48_200, 'en')).toBe('48.2K');
    expect(formatEuros(90, 'hr')).toBe('90\u00a0€');
    expect(formatEuros(12.5, 'en')).toBe('€12.50');
  });
});
