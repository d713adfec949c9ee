// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStaff } from '@spona/contracts';
import { i18n, loadLocale } from '../../../lib/i18n';
import { loadConsoleTexts } from '../lib/consoleTexts';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { renderApp } from '../../../test/renderApp';

const TOTP_URI =
  'otpauth://totp/Spona%20console:ana%40spona.test?secret=JBSWY3DPEHPK3PXP&issuer=Spona%20console&digits=6&period=30';
const STAFF: TStaff = {
  id: 1,
  email: 'ana@spona.test',
  name: 'Ana Support',
  role: 'SUPPORT',
  disabled: false,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_sign_in_at: null,
};

/** The API: GET console/setup/{token} answers `info`, POST answers `complete()`. */
function answerSetup(info: Response, complete: () => Response = () => jsonResponse(STAFF)) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/console/setup/')) return init?.method === 'POST' ? complete() : info.clone();
    return jsonResponse(buildPublicData({}, 'en'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fill({
  password = 'a long staff password',
  repeat = undefined as string | undefined,
  otp = '654321',
} = {}) {
  const repeated = repeat ?? password;
  fireEvent.change(screen.getByLabelText(/^Password(?! and)/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: repeated } });
  fireEvent.change(screen.getByLabelText(/^Code from the authenticator app/), { target: { value: otp } });
  fireEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
}

describe('the console set-up page (issue 17)', () => {
  beforeAll(async () => {
    await loadConsoleTexts();
    await Promise.all([loadLocale('hr'), loadLocale('en')]);
  });

  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the QR code and the key of the secret, then sets the password with a code and leads to sign-in', async () => {
    const fetchMock = answerSetup(jsonResponse({ totp_uri: TOTP_URI, email: STAFF.email, name: STAFF.name }));
    renderApp('/console/setup/the-link-token');
    const qr = await screen.findByRole('img', { name: /QR code of your Spona console sign-in key/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeDefined();
    expect(screen.getByText(/Welcome, Ana Support/)).toBeDefined();
    expect(document.title).toBe('Set up your staff account · Spona console');

    fill();
    expect(await screen.findByText(/Your password and authenticator app are set up/)).toBeDefined();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toContain('/api/v1/console/setup/the-link-token');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ password: 'a long staff password', otp: '654321' });
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/console/login');
  });

  it('checks the password length and the repeat before sending', async () => {
    const fetchMock = answerSetup(jsonResponse({ totp_uri: TOTP_URI, email: STAFF.email, name: STAFF.name }));
    renderApp('/console/setup/the-link-token');
    await screen.findByRole('img', { name: /QR code/ });
    fill({ password: 'short', repeat: 'other' });
    expect(await screen.findByText('The password needs at least 10 characters.')).toBeDefined();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('puts a wrong code on the code field', async () => {
    answerSetup(jsonResponse({ totp_uri: TOTP_URI, email: STAFF.email, name: STAFF.name }), () =>
      jsonResponse(
        {
          message: 'That code is not right or has expired: enter the current one.',
          errors: { otp: ['That code is not right or has expired: enter the current one.'] },
        },
        422,
      ),
    );
    renderApp('/console/setup/the-link-token');
    await screen.findByRole('img', { name: /QR code/ });
    fill();
    expect(
      await screen.findByText('That code is not right or has expired: enter the current one.'),
    ).toBeDefined();
    expect((screen.getByLabelText(/^Code from the authenticator app/) as HTMLInputElement).value).toBe('');
  });

  it('says clearly that a used or expired link does not work', async () => {
    answerSetup(
      jsonResponse(
        { message: 'This set-up link has been used or has expired. Ask an admin for a new one.' },
        404,
      ),
    );
    renderApp('/console/setup/used-token');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link does not work');
    expect(alert.textContent).toContain('has been used or has expired');
    expect(screen.queryByRole('button', { name: 'Finish set-up' })).toBeNull();
  });
});
