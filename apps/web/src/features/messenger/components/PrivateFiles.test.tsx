// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signInForTest, renderWithProviders } from '../../../test/renderApp';
import { standInApi } from '../../../test/apiStandIn';
import { buildPrivateFile } from '../../../test/arrangementFixture';
import { PrivateFiles } from './PrivateFiles';

const FILES = [
  buildPrivateFile(1, { name: 'beach.jpg' }),
  buildPrivateFile(2, { name: 'city.jpg' }),
  buildPrivateFile(3, { kind: 'PDF', name: 'brief.pdf', size: 1_258_291 }),
];

let api: ReturnType<typeof standInApi>;
let createdUrls: string[];
let revokedUrls: string[];

describe('PrivateFiles (issue 16)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  beforeEach(() => {
    signInForTest();
    createdUrls = [];
    revokedUrls = [];
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:test/${createdUrls.length + 1}`;
      createdUrls.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revokedUrls.push(url));
    api = standInApi({
      'GET arrangements/:id/files/:fileId': () =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } }),
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows images inline, named by their file, fetched once each with the token', async () => {
    const { unmount } = renderWithProviders(<PrivateFiles files={FILES} />);
    const beach = await screen.findByRole('img', { name: 'beach.jpg' });
    await screen.findByRole('img', { name: 'city.jpg' });
    expect(beach.getAttribute('src')).toMatch(/^blob:test\//);
    const fetches = api.requests.filter((request) => request.path.startsWith('arrangements/5/files/'));
    expect(fetches.map((request) => request.path).sort()).toEqual([
      'arrangements/5/files/1',
      'arrangements/5/files/2',
    ]);
    const sent = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(new Headers(sent.headers).get('Authorization')).toBe('Bearer test-access');

    // Object URLs go with their images.
    unmount();
    expect(revokedUrls.sort()).toEqual([...createdUrls].sort());
  });

  it('opens an image in the lightbox, moves with the arrow keys, and closes with Escape back to it', async () => {
    renderWithProviders(<PrivateFiles files={FILES} />);
    const thumbnail = screen.getByRole('button', { name: 'Open the image beach.jpg' });
    thumbnail.focus();
    fireEvent.click(thumbnail);

    const lightbox = await screen.findByRole('dialog', { name: 'beach.jpg' });
    expect(within(lightbox).getByText('Image 1 of 2')).toBeTruthy();
    await within(lightbox).findByRole('img', { name: 'beach.jpg' });

    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'city.jpg' })).toBeTruthy();
    expect(screen.getByText('Image 2 of 2')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'beach.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(await screen.findByRole('dialog', { name: 'city.jpg' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(thumbnail));
  });

  it('shows a PDF as a link named with its size that downloads through the authorised fetch', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    renderWithProviders(<PrivateFiles files={[FILES[2]!]} />);
    const link = screen.getByRole('link', { name: 'Download brief.pdf (1.2 MB)' });
    expect(link.textContent).toBe('brief.pdf · 1.2 MB');

    fireEvent.click(link);
    await waitFor(() => expect(clicks).toEqual(['brief.pdf blob:test/1']));
    expect(api.requests.map((request) => request.path)).toContain('arrangements/5/files/3');
  });

  it('says when a file cannot be loaded and tries again', async () => {
    let isBroken = true;
    api = standInApi({
      'GET arrangements/:id/files/:fileId': () =>
        isBroken
          ? new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 })
          : new Response(new Uint8Array([0xff, 0xd8, 0xff])),
    });
    renderWithProviders(<PrivateFiles files={[FILES[0]!]} />);
    expect(await screen.findByText('“beach.jpg” could not be loaded.')).toBeTruthy();
    isBroken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'beach.jpg' })).toBeTruthy();
  });
});
