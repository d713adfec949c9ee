import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedAvatarUrl } from '@spona/contracts';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const fetchAvatar = (path: string) => fetch(`${t.origin}${path}`);

describe('GET /assets/static/avatars/{user id}.svg', () => {
  it('draws the same illustrated SVG avatar for the same user every time, cached for a year', async () => {
    const first = await fetchAvatar(generatedAvatarUrl(7));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toContain('immutable');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await first.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(await (await fetchAvatar(generatedAvatarUrl(7))).text()).toBe(svg);
    expect(await (await fetchAvatar(generatedAvatarUrl(8))).text()).not.toBe(svg);
    // A real picture, not only markup: it rasterizes.
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe('svg');
    expect(meta.width).toBeGreaterThan(0);
  });

  it('answers 404 for anything but a user id in range', async () => {
    for (const bad of [
      '0.svg',
      '007.svg',
      '-1.svg',
      '1.png',
      '1.svg.svg',
      'abc.svg',
      '.svg',
      '2147483648.svg',
    ]) {
      expect((await fetchAvatar(`/assets/static/avatars/${bad}`)).status, bad).toBe(404);
    }
    expect((await fetchAvatar('/assets/static/avatars/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
