// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildConsoleUserRow, prepareConsole, renderConsolePage } from '../../../test/consoleWorkFixture';
import { UsersPage } from './UsersPage';

const ANA = buildConsoleUserRow(5, {
  name: 'Ana Horvat',
  username: 'ana',
  email: 'ana@example.com',
  unapproved: true,
  email_verified: false,
});
const LUKA = buildConsoleUserRow(6, { name: 'Luka Kovač', username: 'luka', type: 'ADVERTISER' });

let api: ReturnType<typeof standInApi>;
const searches = () =>
  api.requests
    .filter((request) => request.path === 'console/users')
    .map((request) => request.query.get('text'));

function renderPage(path = '/console/users') {
  return renderConsolePage(<UsersPage />, '/console/users', path);
}

describe('UsersPage (issue 17)', () => {
  beforeAll(async () => {
    await prepareConsole();
    await i18n.changeLanguage('en');
  });

  beforeEach(async () => {
    await prepareConsole();
    api = standInApi({
      'GET console/users': (request) => {
        const text = (request.query.get('text') ?? '').toLowerCase();
        const data = [ANA, LUKA].filter(
          (user) => !text || `${user.name} ${user.username} ${user.email}`.toLowerCase().includes(text),
        );
        return { data, total: data.length };
      },
    });
  });

  it('lists users with their type, flags and a link to each', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users found' });
    const ana = within(table).getByRole('link', { name: 'Ana Horvat' });
    expect(ana.getAttribute('href')).toBe('/console/users/5');
    const anaRow = ana.closest('tr')!;
    expect(within(anaRow).getByText('Unapproved')).toBeTruthy();
    expect(within(anaRow).getByText('Email not confirmed')).toBeTruthy();
    expect(within(table).getByText('Advertiser')).toBeTruthy();
  });

  it('searches once typing pauses, not on every key, and keeps the text in the address', async () => {
    const { router } = renderPage();
    await screen.findByRole('link', { name: 'Luka Kovač' });
    const box = screen.getByRole('searchbox', { name: 'Find a user' });
    box.focus();
    for (const value of ['a', 'an', 'ana']) fireEvent.change(box, { target: { value } });

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Luka Kovač' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Ana Horvat' })).toBeTruthy();
    expect(searches()).toEqual([null, 'ana']);
    expect(router.state.location.search).toBe('?text=ana');
    // Enter does not leave the page or reload it.
    fireEvent.submit(box.closest('form')!);
    expect(document.activeElement).toBe(box);
  });

  it('says when nothing matches', async () => {
    renderPage('/console/users?text=zzz');
    expect(await screen.findByText('No user matches “zzz”.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Find a user' }) as HTMLInputElement).value).toBe('zzz');
  });
});
