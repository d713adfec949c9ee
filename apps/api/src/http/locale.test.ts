import { describe, expect, it } from 'vitest';
import { localeFromLanguageTag, resolveRequestLocale } from './locale';

describe('request language', () => {
  it('takes a known App-language header first', () => {
    expect(resolveRequestLocale('en', 'hr-HR')).toBe('en');
    expect(resolveRequestLocale(' HR ', 'en-US')).toBe('hr');
  });

  it('falls back to Accept-Language by SPEC §1: hr, bs and sr give hr, anything else en', () => {
    expect(resolveRequestLocale(undefined, 'bs-BA,bs;q=0.9')).toBe('hr');
    expect(resolveRequestLocale('de', 'sr-Latn-RS')).toBe('hr');
    expect(resolveRequestLocale(undefined, 'de-DE,de;q=0.8')).toBe('en');
    expect(localeFromLanguageTag('sl')).toBe('en');
  });

  it('defaults to hr when the request names no language', () => {
    expect(resolveRequestLocale(undefined, undefined)).toBe('hr');
    expect(resolveRequestLocale('', '*')).toBe('hr');
  });
});
