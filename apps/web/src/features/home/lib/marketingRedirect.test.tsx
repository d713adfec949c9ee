// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL, type TRuntimeConfig } from '@spona/contracts';
import { i18n } from '../../../lib/i18n';
import { resetRuntimeConfigForTests } from '../../../lib/runtimeConfig';
import { renderApp, signInForTest } from '../../../test/renderApp';
import {
  findMarketingRedirect,
  leaveForMarketingSite,
  pageNavigation,
  type MarketingRedirectContext,
} from './marketingRedirect';

/** Lazy route chunks load slowly on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };
const MARKETING = 'https://www.spona.example/';

const browserTab: MarketingRedirectContext = {
  pathname: '/',
  currentUrl: 'https://app.spona.example/',
  isLoggedIn: false,
  isStandalone: false,
  config: { production: true, marketingSiteUrl: MARKETING },
};

describe('findMarketingRedirect (SPEC §2)', () => {
  it('sends a logged-out browser tab on / in production to the marketing site', () => {
    expect(findMarketingRedirect(browserTab)).toBe(MARKETING);
    expect(findMarketingRedirect({ ...browserTab, currentUrl: 'https://app.spona.example/?ref=x' })).toBe(
      MARKETING,
    );
  });

  it.each<[string, Partial<MarketingRedirectContext>]>([
    ['the installed app', { isStandalone: true }],
    ['a signed-in user', { isLoggedIn: true }],
    ['development', { config: { production: false, marketingSiteUrl: MARKETING } }],
    ['no marketing site', { config: { production: true, marketingSiteUrl: null } }],
    ['another page', { pathname: '/login' }],
    ['a marketing site that is this app itself', { currentUrl: 'https://www.spona.example/' }],
    [
      'an address that is not http(s)',
      { config: { production: true, marketingSiteUrl: 'javascript:alert(1)' } },
    ],
  ])('keeps %s on the page', (_case, change) => {
    expect(findMarketingRedirect({ ...browserTab, ...change })).toBeNull();
  });
});

describe('the home route in a browser tab', { timeout: 30_000 }, () => {
  const setConfig = (config: Partial<TRuntimeConfig>) => {
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = {
      supportEmail: 'support@spona.local',
      oauthClientId: 2,
      oauthClientSecret: null,
      realtimeUrl: null,
      marketingSiteUrl: null,
      production: false,
      version: 'test',
      ...config,
    } satisfies TRuntimeConfig;
    resetRuntimeConfigForTests();
  };
  let replace: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
    resetRuntimeConfigForTests();
    replace.mockRestore();
  });

  it('replaces the page with the marketing site in production, showing nothing of the home page', async () => {
    setConfig({ production: true, marketingSiteUrl: MARKETING });
    expect(leaveForMarketingSite()).toBe(true);
    expect(replace).toHaveBeenCalledWith(MARKETING);

    replace.mockClear();
    renderApp('/');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(MARKETING), PAGE_LOAD);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Create your account' })).toBeNull();
  });

  it('shows the home page in development, and without a marketing site', async () => {
    for (const config of [
      { production: false, marketingSiteUrl: MARKETING },
      { production: true, marketingSiteUrl: null },
    ]) {
      setConfig(config);
      expect(leaveForMarketingSite()).toBe(false);
      const { unmount } = renderApp('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Where creators and brands meet' }, PAGE_LOAD),
      ).toBeDefined();
      unmount();
    }
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a signed-in user to the dashboard, not to the marketing site', async () => {
    setConfig({ production: true, marketingSiteUrl: MARKETING });
    signInForTest();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), PAGE_LOAD);
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows the home page in the installed app', async () => {
    setConfig({ production: true, marketingSiteUrl: MARKETING });
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      renderApp('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Where creators and brands meet' }, PAGE_LOAD),
      ).toBeDefined();
      expect(replace).not.toHaveBeenCalled();
    } finally {
      matchMedia.mockRestore();
    }
  });
});
