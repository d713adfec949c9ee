// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL, type TStaff } from '@spona/contracts';
import { i18n, loadLocale } from '../../../lib/i18n';
import { loadConsoleTexts } from '../lib/consoleTexts';
import { resetRuntimeConfigForTests } from '../../../lib/runtimeConfig';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { renderApp } from '../../../test/renderApp';
import { readStaffSession } from '../lib/staffSession';

const ME: TStaff = {
  id: 1,
  email: 'ana@spona.test',
  name: 'Ana Support',
  role: 'SUPPORT',
  disabled: false,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_sign_in_at: null,
};

let answerToken: () => Response;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.endsWith('/oauth/token')) return answerToken();
  if (url.endsWith('/console/me')) return jsonResponse(ME);
  if (url.includes('/console/audit')) return jsonResponse({ data: [], total: 0 });
  if (url.endsWith('/console/overview')) {
    return jsonResponse({ queues: [], median_verify_minutes: null, weeks: [] });
  }
  return jsonResponse(buildPublicData({}, 'en'));
});

/** The body of the last POST oauth/token. */
function lastTokenRequest(): Record<string, unknown> {
  const call = fetchMock.mock.calls.findLast(([url]) => url.endsWith('/oauth/token'));
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

async function fillAndSubmit({ otp = '123456' } = {}) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ana@spona.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long staff password' } });
  fireEvent.change(screen.getByLabelText(/^Code from the authenticator app/), { target: { value: otp } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the console sign-in (issue 17)', () => {
  beforeAll(async () => {
    await loadConsoleTexts();
    await Promise.all([loadLocale('hr'), loadLocale('en')]);
  });

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = {
      supportEmail: 'support@spona.local',
      oauthClientId: 2,
      oauthClientSecret: 'secret-of-the-test',
      realtimeUrl: null,
      marketingSiteUrl: null,
      production: false,
      version: 'test',
    };
    resetRuntimeConfigForTests();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
    resetRuntimeConfigForTests();
    sessionStorage.clear();
  });

  it('sends a signed-out visitor of a console page to the sign-in page', async () => {
    const { router } = renderApp('/console/audit');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/console/login');
    expect(document.title).toBe('Staff sign-in · Spona console');
    // Outside the users' layout: no user navbar, no consent banner.
    expect(screen.queryByRole('button', { name: /accept/i })).toBeNull();
  });

  it('says the email, password or code is wrong on invalid_grant, and clears the used code', async () => {
    answerToken = () =>
      jsonResponse(
        { error: 'invalid_grant', error_description: 'x', message: 'Invalid login details.' },
        400,
      );
    renderApp('/console/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong email, password or code.');
    expect(lastTokenRequest()).toMatchObject({
      grant_type: 'password',
      scope: 'console',
      client_id: 2,
      client_secret: 'secret-of-the-test',
      username: 'ana@spona.test',
      password: 'a long staff password',
      otp: '123456',
    });
    expect((screen.getByLabelText(/^Code from the authenticator app/) as HTMLInputElement).value).toBe('');
    expect(readStaffSession()).toBeNull();
  });

  it('says how long to wait after too many attempts (429 with Retry-After)', async () => {
    answerToken = () =>
      new Response(JSON.stringify({ error: 'too_many_requests', message: 'Too many' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
      });
    renderApp('/console/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many failed attempts. Try again in 2 minutes.',
    );
  });

  it('asks for the 6-digit code without calling the server when it is not 6 digits', async () => {
    answerToken = () => jsonResponse({}, 500);
    renderApp('/console/login');
    await fillAndSubmit({ otp: '12a' });
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/oauth/token'))).toBe(false);
  });

  it('signs in and goes on to the page that was wanted, with the staff member in the header', async () => {
    answerToken = () =>
      jsonResponse({
        token_type: 'Bearer',
        expires_in: 8 * 3600,
        access_token: 'staff-token',
        scope: 'console',
      });
    const { router } = renderApp('/console/audit');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/console/audit');
    expect(readStaffSession()?.token).toBe('staff-token');
    expect((await screen.findAllByText('Ana Support (Support)')).length).toBeGreaterThan(0);
    const auditCall = fetchMock.mock.calls.find(([url]) => url.includes('/console/audit'));
    expect(new Headers(auditCall?.[1]?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('goes back to the sign-in page when a console call answers 401', async () => {
    sessionStorage.setItem(
      'spona.console.session',
      JSON.stringify({ token: 'ended', expiresAt: Date.now() + 60_000 }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/console/') ? jsonResponse({ message: 'Unauthenticated.' }, 401) : jsonResponse({}),
      ),
    );
    const { router } = renderApp('/console');
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/login'));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeDefined();
  });
});
