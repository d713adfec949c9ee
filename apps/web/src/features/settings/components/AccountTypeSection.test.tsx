// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TAccountTypeRequest } from '@spona/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildAuthUser } from '../../../test/authUserFixture';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';
import { AccountTypeSection } from './AccountTypeSection';

const pending: TAccountTypeRequest = {
  id: 1,
  status: 'PENDING',
  from_type: 'INFLUENCER',
  to_type: 'ADVERTISER',
  reason: 'I started a shop.',
  decision_note: null,
  created_at: '2026-03-02T10:00:00.000Z',
  decided_at: null,
};

/** The API's side: the latest request (none until one is posted). */
function fakeApi(initial: TAccountTypeRequest | null) {
  let latest = initial;
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/settings/account-type-request')) {
        if (init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          latest = pending;
          return jsonResponse({ request: latest }, 201);
        }
        return jsonResponse({ request: latest });
      }
      return jsonResponse({});
    }),
  );
  return { posts };
}

describe('AccountTypeSection (issue 17)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest();
  });

  it('asks support for the other type with a reason, then shows the request as pending', async () => {
    const api = fakeApi(null);
    renderWithProviders(<AccountTypeSection user={buildAuthUser({ type: 'INFLUENCER' })} />);
    const reason = await screen.findByLabelText('Why do you want to become an advertiser?');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the change' }));
    expect(await screen.findByText('Tell support why you want the change.')).toBeDefined();
    fireEvent.change(reason, { target: { value: 'I started a shop.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the change' }));
    await waitFor(() => expect(api.posts).toEqual([{ reason: 'I started a shop.' }]));
    expect(await screen.findByText(/You asked to become an advertiser on/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Ask for the change' })).toBeNull();
  });

  it("shows a refusal with support's note, and the form to ask again", async () => {
    fakeApi({ ...pending, status: 'REFUSED', decision_note: 'Active collaborations.' });
    renderWithProviders(<AccountTypeSection user={buildAuthUser({ type: 'INFLUENCER' })} />);
    expect(await screen.findByText('Support’s note: Active collaborations.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Ask for the change' })).toBeDefined();
  });
});
