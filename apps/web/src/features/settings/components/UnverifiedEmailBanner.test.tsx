// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Banners } from '../../../app/Banners';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { i18n } from '../../../lib/i18n';
import { buildAuthUser } from '../../../test/authUserFixture';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';

/** The API's side: the signed-in user, and the resend calls it receives. */
function fakeApi(isVerified: boolean) {
  const resends: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/user')) return jsonResponse(buildAuthUser({ email_verified: isVerified }));
      if (url.endsWith('/settings/email/resend') && init?.method === 'POST') {
        resends.push(url);
        return jsonResponse({ success: true });
      }
      return jsonResponse(buildPublicData({}, 'en'));
    }),
  );
  return { resends };
}

function renderBanners() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Banners />
    </MemoryRouter>,
  );
}

describe('the unconfirmed-email banner (issue 18)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest();
  });

  it('shows on every page until the address is confirmed, and sends the link again', async () => {
    const api = fakeApi(false);
    renderBanners();
    const banner = await screen.findByRole('region', { name: 'Unconfirmed email address' });
    expect(banner.textContent).toContain('we sent a link to ana@spona.local');
    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    await waitFor(() => expect(api.resends).toHaveLength(1));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeDefined();
  });

  it('is not shown once the address is confirmed', async () => {
    fakeApi(true);
    const { queryClient } = renderBanners();
    // The user's answer is in and rendered.
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeDefined());
    expect(screen.queryByTestId('unverified-email-banner')).toBeNull();
  });
});
