// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TShortlistSummary } from '@spona/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildAuthUser } from '../../../test/authUserFixture';
import { buildCreatorCard } from '../../../test/creatorCardFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';
import { SaveCreatorButton } from './SaveCreatorButton';

const creator = { id: 3, first_name: 'Mia', last_name: 'Kovač' };

function buildList(overrides: Partial<TShortlistSummary>): TShortlistSummary {
  return {
    id: 1,
    name: 'Coffee',
    creator_count: 0,
    creator_ids: [],
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const entry = { creator: buildCreatorCard({ id: 3 }), note: null, added_at: '2026-11-02T10:00:00.000Z' };

function standIn(type: 'ADVERTISER' | 'INFLUENCER', lists: TShortlistSummary[]) {
  return standInApi({
    'GET auth/user': () => buildAuthUser({ id: 9, type }),
    'GET shortlists': () => ({ data: lists }),
    'POST shortlists': (request) => {
      const { creator_ids: _ids, ...list } = buildList({
        id: 5,
        name: (request.body as { name: string }).name,
      });
      return { ...list, creators: [] };
    },
    'POST shortlists/:id/creators': () => entry,
    'DELETE shortlists/:id/creators/:userId': () => ({ success: true }),
  });
}

async function openMenu() {
  fireEvent.click(
    await screen.findByRole('button', { name: /Save Mia Kovač to a shortlist|Mia Kovač is saved/ }),
  );
  await screen.findByText('Save Mia Kovač to');
  // jsdom runs no transition end, so the dropdown stays `display: none`: its controls are read past that.
  await screen.findByRole('textbox', { name: /New shortlist/, hidden: true });
}

describe('SaveCreatorButton (issue 20)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInForTest();
  });

  it("shows nothing on a creator's account", async () => {
    const api = standIn('INFLUENCER', []);
    renderWithProviders(<SaveCreatorButton creator={creator} />);
    await waitFor(() => expect(api.requests.some((request) => request.path === 'auth/user')).toBe(true));
    expect(screen.queryByTestId('save-creator')).toBeNull();
  });

  it('ticks the lists the creator is in, and a tick saves the creator with the note', async () => {
    const api = standIn('ADVERTISER', [
      buildList({ id: 1, name: 'Coffee', creator_count: 1, creator_ids: [3] }),
      buildList({ id: 2, name: 'Summer', creator_count: 2, creator_ids: [8, 9] }),
    ]);
    renderWithProviders(<SaveCreatorButton creator={creator} />);
    await waitFor(() => expect(screen.getByTestId('save-creator').getAttribute('data-saved')).toBe('true'));
    await openMenu();
    const coffee = screen.getByRole('checkbox', { name: 'Coffee (1)', hidden: true }) as HTMLInputElement;
    const summer = screen.getByRole('checkbox', { name: 'Summer (2)', hidden: true }) as HTMLInputElement;
    expect(coffee.checked).toBe(true);
    expect(summer.checked).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Note/, hidden: true }), {
      target: { value: 'Great reels' },
    });
    fireEvent.click(summer);
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
        path: 'shortlists/2/creators',
        body: { user_id: 3, note: 'Great reels' },
      }),
    );
  });

  it('builds its popover on the first click only, and gives the focus back to the bookmark when it closes', async () => {
    standIn('ADVERTISER', []);
    renderWithProviders(<SaveCreatorButton creator={creator} />);
    const bookmark = await screen.findByRole('button', { name: /Save Mia Kovač to a shortlist/ });
    // Issue 19: a page of cards builds no popover (floating-ui, a portal) until one is opened.
    expect(bookmark.getAttribute('aria-expanded')).toBeNull();
    expect(screen.queryByText('Save Mia Kovač to')).toBeNull();
    await openMenu();
    const opened = screen.getByRole('button', { name: /Save Mia Kovač to a shortlist/, hidden: true });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('dialog', { hidden: true }), { key: 'Escape' });
    await waitFor(() => expect(opened.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(opened));
  });

  it('removes the creator from a ticked list', async () => {
    const api = standIn('ADVERTISER', [
      buildList({ id: 1, name: 'Coffee', creator_count: 1, creator_ids: [3] }),
    ]);
    renderWithProviders(<SaveCreatorButton creator={creator} />);
    await openMenu();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coffee (1)', hidden: true }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'DELETE' && r.path === 'shortlists/1/creators/3')).toBe(
        true,
      ),
    );
  });

  it('makes a new list with the creator in it', async () => {
    const api = standIn('ADVERTISER', []);
    renderWithProviders(<SaveCreatorButton creator={creator} />);
    await openMenu();
    expect(screen.getByText(/No shortlists yet/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /New shortlist/, hidden: true }), {
      target: { value: 'Autumn' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create', hidden: true }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path === 'shortlists/5/creators')).toBe(true),
    );
    expect(api.requests.find((r) => r.method === 'POST' && r.path === 'shortlists')?.body).toEqual({
      name: 'Autumn',
    });
  });
});
