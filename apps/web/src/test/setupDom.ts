/**
 * What jsdom lacks and Mantine or React Router use. Import it first in every component test
 * (the shared Vitest config has no setup file per project).
 */
// First: says what is missing before a module below trips over it.
import './requireDom';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearGetCache } from '../lib/getCache';
import { loadFeatureTexts, loadInfoTexts, loadLocale } from '../lib/i18n';
import { buildPublicData, jsonResponse } from './publicDataFixture';

// The app downloads texts when first needed (lib/i18n.ts); tests render any page in either language.
await Promise.all([loadFeatureTexts(), loadInfoTexts()]);
await Promise.all([loadLocale('hr'), loadLocale('en')]);

// Lazy route chunks load slowly on a busy CI machine: wait up to 5 s, not the default 1 s.
configure({ asyncUtilTimeout: 5000 });

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// The API is not running in unit tests: public data answers in the language the request asked for.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const language = new Headers(init?.headers).get('App-language') === 'en' ? 'en' : 'hr';
      return jsonResponse(buildPublicData({}, language));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  clearGetCache();
  window.localStorage.clear();
  document.cookie.split('; ').forEach((entry) => {
    document.cookie = `${entry.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
