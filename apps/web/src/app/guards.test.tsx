// @vitest-environment jsdom
import '../test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderApp, signInForTest } from '../test/renderApp';

describe('route guards (SPEC §2)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    '/dashboard',
    '/user-profile',
    '/user-profile/offers',
    '/user-settings',
    '/messenger',
    '/messenger/12',
    '/creator/3',
    '/advertiser/4',
    '/search/creators',
    '/search/offers',
  ])('sends an anonymous visitor of %s to /login', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
  });

  it.each(['/', '/login', '/reset-password', '/reset-password/some-token'])(
    'sends a logged-in visitor of %s to /dashboard',
    async (path) => {
      signInForTest();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    },
  );

  it('lets a logged-in user reach /dashboard', async () => {
    signInForTest();
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    '/search/creators/fashion',
    '/register',
    '/register/verify/abc',
    '/about',
    '/support',
    '/privacy',
    '/error',
  ])('lets an anonymous visitor stay on %s', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends unknown routes to /not-found, replacing the history entry', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('logs out from the user menu and lands on /login', async () => {
    signInForTest();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await router.navigate('/user-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    window.localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('page titles (SPEC §2)', () => {
  it.each([
    ['en', '/login', 'Spona - Login'],
    ['hr', '/login', 'Spona - Prijava'],
    ['en', '/register', 'Spona - Register'],
    ['hr', '/register/verify/abc', 'Spona - Registracija'],
    ['hr', '/', 'Spona'],
    ['en', '/not-found', 'Spona'],
  ] as const)('in %s, %s is titled "%s"', async (language, path, title) => {
    await i18n.changeLanguage(language);
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
