// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import { buildAuthUser } from '../../../test/authUserFixture';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders, signInForTest } from '../../../test/renderApp';
import { currentUserQuery } from '../../auth/currentUser';
import { ProfileCover } from './ProfileCover';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function buildFile(name: string, head: number[], size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
}

/** The editor's cover block for the signed-in user, as GET auth/user answers. */
function CoverOfCurrentUser() {
  const user = useQuery(currentUserQuery()).data;
  return user ? <ProfileCover user={user} /> : null;
}

const choose = (file: File) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [file] },
  });

let me: TAuthUser;

describe('ProfileCover (issue 18)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    // jsdom has no object URLs; the preview only needs a name for the chosen file.
    URL.createObjectURL = () => 'blob:cover-preview';
    URL.revokeObjectURL = () => undefined;
  });

  beforeEach(() => {
    signInForTest();
    me = buildAuthUser({ cover_file: null });
  });

  it('previews a chosen photo as the banner, uploads it with its progress and then shows the saved cover', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = standInApi({
      'GET auth/user': () => me,
      'POST users/:id/cover': async () => {
        await held;
        me = { ...me, cover_file: 'abcdefghijklmnopqrst.webp' };
        return {
          cover_file: me.cover_file,
          cover_url: '/assets/images/abcdefghijklmnopqrst.webp',
          thumbnail_url: null,
        };
      },
    });
    renderWithProviders(<CoverOfCurrentUser />);
    expect(await screen.findByText(/No cover yet/)).toBeTruthy();

    choose(buildFile('beach.jpg', JPEG_HEAD));
    const preview = await screen.findByRole('img', { name: 'Preview of the new cover' });
    expect(preview.getAttribute('src')).toBe('blob:cover-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Save cover' }));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading: 100 %' });
    expect(progress.getAttribute('aria-valuenow')).toBe('100');
    const upload = api.requests.find((request) => request.path === 'users/7/cover');
    expect((upload?.body as FormData).get('image')).toHaveProperty('name', 'beach.jpg');

    release();
    const saved = await screen.findByRole('img', { name: "Your profile's cover" });
    expect(saved.getAttribute('src')).toBe('/assets/images/abcdefghijklmnopqrst.webp');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change cover' })).toBeTruthy();
  });

  it('refuses a file that is not an image before sending it, and shows the server’s refusal of a big one', async () => {
    const api = standInApi({
      'GET auth/user': () => me,
      'POST users/:id/cover': () => jsonResponse({ message: 'The image is larger than 5 MB.' }, 413),
    });
    renderWithProviders(<CoverOfCurrentUser />);
    await screen.findByText(/No cover yet/);

    choose(buildFile('notes.txt', [0x68, 0x65, 0x6c, 0x6c, 0x6f]));
    expect((await screen.findByRole('alert')).textContent).toBe('Selected file is not of valid image type');
    expect(api.requests.some((request) => request.path === 'users/7/cover')).toBe(false);

    choose(buildFile('beach.jpg', JPEG_HEAD));
    fireEvent.click(await screen.findByRole('button', { name: 'Save cover' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The image is larger than 5 MB.'));
    expect(screen.getByRole('img', { name: 'Preview of the new cover' })).toBeTruthy();
  });

  it('removes the cover after asking', async () => {
    me = buildAuthUser({ cover_file: 'abcdefghijklmnopqrst.webp' });
    const api = standInApi({
      'GET auth/user': () => me,
      'DELETE users/:id/cover': () => {
        me = { ...me, cover_file: null };
        return { cover_file: null, cover_url: null, thumbnail_url: null };
      },
    });
    renderWithProviders(<CoverOfCurrentUser />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the cover?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove cover' }));

    expect(await screen.findByText(/No cover yet/)).toBeTruthy();
    expect(
      api.requests.some((request) => request.method === 'DELETE' && request.path === 'users/7/cover'),
    ).toBe(true);
  });
});
