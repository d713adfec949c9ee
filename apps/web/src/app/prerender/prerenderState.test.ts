// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isSamePrerenderState, PRERENDER_STATE_ELEMENT_ID, readEmbeddedPrerender } from './prerenderState';

function embed(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRERENDER_STATE_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(PRERENDER_STATE_ELEMENT_ID)?.remove();
});

describe('what a prerendered page carries (issue 19)', () => {
  it('reads the state, the modules, the gates and the parts that may stay as they are', () => {
    embed(
      JSON.stringify({
        state: { locale: 'en', isSignedIn: true, hasConsent: false },
        modules: ['DashboardPage', 7],
        gates: 3,
        skippable: ['navbar-desktop', 4],
        preload: ['/assets/DashboardPage-x.js', 'https://elsewhere.example/x.js'],
      }),
    );
    expect(readEmbeddedPrerender(document)).toEqual({
      state: { locale: 'en', isSignedIn: true, hasConsent: false },
      modules: ['DashboardPage'],
      gates: 3,
      skippable: ['navbar-desktop'],
      // Only the build's own files are preloaded.
      preload: ['/assets/DashboardPage-x.js'],
    });
  });

  it('takes a page without it, or with anything else in it, as not prerendered', () => {
    expect(readEmbeddedPrerender(document)).toBeNull();
    for (const text of [
      '',
      'not json',
      '{"state":{"locale":"de","isSignedIn":true,"hasConsent":true}}',
      '[]',
    ]) {
      embed(text);
      expect(readEmbeddedPrerender(document), text).toBeNull();
      document.getElementById(PRERENDER_STATE_ELEMENT_ID)?.remove();
    }
  });

  it('hydrates only a page rendered for the same language, sign-in and consent', () => {
    const state = { locale: 'hr', isSignedIn: true, hasConsent: true } as const;
    expect(isSamePrerenderState(state, { ...state })).toBe(true);
    expect(isSamePrerenderState(state, { ...state, locale: 'en' })).toBe(false);
    expect(isSamePrerenderState(state, { ...state, isSignedIn: false })).toBe(false);
    expect(isSamePrerenderState(state, { ...state, hasConsent: false })).toBe(false);
  });
});
