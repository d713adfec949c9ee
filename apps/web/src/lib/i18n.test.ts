// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n, isLocaleLoaded, loadFeatureTexts, loadLocale } from './i18n';

// No setupDom here: this file sees the texts as the app does, downloaded when first needed.
describe('interface texts, loaded per language and group (issue 7)', () => {
  it('has no texts until a language is loaded, then the shell texts of that language only', async () => {
    expect(isLocaleLoaded('hr')).toBe(false);
    await loadLocale('hr');
    expect(isLocaleLoaded('hr')).toBe(true);
    expect(isLocaleLoaded('en')).toBe(false);
    expect(i18n.t('common:language.label', { lng: 'hr' })).toBe('Jezik');
    // The feature pages' texts are not part of the shell.
    expect(i18n.hasResourceBundle('hr', 'profile')).toBe(false);
    // The API's mails are never part of the web app's texts.
    expect(i18n.getResource('hr', 'api', 'mail.greeting')).toBeUndefined();
    expect(i18n.getResource('hr', 'api', 'validation.passwordsMatch')).toBeDefined();
  });

  it('loads the feature texts once a feature page needs them, and for a language switched to later', async () => {
    await i18n.changeLanguage('hr');
    await loadFeatureTexts();
    expect(i18n.hasResourceBundle('hr', 'profile')).toBe(true);
    // English now needs both groups before the interface may switch to it.
    expect(isLocaleLoaded('en')).toBe(false);
    await loadLocale('en');
    expect(isLocaleLoaded('en')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(true);
  });
});
