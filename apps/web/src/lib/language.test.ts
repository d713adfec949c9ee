// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectInitialLocale, localeFromBrowserLanguage, readStoredLocale, storeLocale } from './language';

function stubBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('language detection (SPEC §1)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it.each(['hr', 'hr-HR', 'bs', 'bs-BA', 'sr', 'sr-Latn-RS', 'SR_rs'])(
    'chooses Croatian for browser language %s',
    (language) => {
      expect(localeFromBrowserLanguage(language)).toBe('hr');
    },
  );

  it.each(['en', 'en-US', 'de-DE', 'sl', 'mk', 'hu'])(
    'chooses English for browser language %s',
    (language) => {
      expect(localeFromBrowserLanguage(language)).toBe('en');
    },
  );

  it('chooses Croatian from a Bosnian browser when nothing is stored', () => {
    stubBrowserLanguages(['bs-BA', 'en']);
    expect(detectInitialLocale()).toBe('hr');
  });

  it('chooses English from a German browser when nothing is stored', () => {
    stubBrowserLanguages(['de-DE', 'hr']);
    expect(detectInitialLocale()).toBe('en');
  });

  it('prefers the stored locale over the browser language', () => {
    stubBrowserLanguages(['hr-HR']);
    storeLocale('en');
    expect(detectInitialLocale()).toBe('en');
    expect(window.localStorage.getItem('locale')).toBe('en');
  });

  it('ignores a stored value that is not a locale', () => {
    stubBrowserLanguages(['sr-RS']);
    window.localStorage.setItem('locale', 'de');
    expect(readStoredLocale()).toBeNull();
    expect(detectInitialLocale()).toBe('hr');
  });
});
