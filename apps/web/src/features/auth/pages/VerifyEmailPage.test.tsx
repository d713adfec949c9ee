// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { VerifyEmailPage } from './VerifyEmailPage';

/** The API answers GET register/verify/{token} with `answer`. */
function answerVerification(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.includes('/register/verify/') ? answer : jsonResponse({}))),
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/register/verify/:token', element: <VerifyEmailPage /> }], {
    initialEntries: ['/register/verify/link-token-of-the-mail'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('VerifyEmailPage (SPEC §7 register/verify, §8)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('welcomes a newly confirmed address', async () => {
    answerVerification(jsonResponse({ success: true, already_confirmed: false }));
    renderPage();
    expect(await screen.findByText('Your email address is confirmed. Welcome to Spona!')).toBeDefined();
  });

  it('says the address is confirmed already when a used link is opened again, with a way on', async () => {
    answerVerification(jsonResponse({ success: true, already_confirmed: true }));
    renderPage();
    expect(await screen.findByText('Your email address is already confirmed.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still says the confirmation failed, with SPEC §8’s hint, for an unknown or expired link', async () => {
    answerVerification(
      jsonResponse(
        {
          message:
            'Account confirmation failed. An expired link can be requested again from profile editing.',
        },
        422,
      ),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/confirmation failed/);
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDefined();
  });
});
