import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBlogPostList, type TBlogPostList } from '@spona/contracts';
import { hang, serve, startFeedServer, stream, type FeedServer } from '../../testing/feedServer';
import { useTestServer, type UsedTestServer } from '../../testing/useTestServer';

const fixtures = path.join(import.meta.dirname, '../../domain/blog/fixtures');

let blog: FeedServer;
beforeAll(async () => {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
  blog = await startFeedServer({
    '/rss.xml': (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/rss+xml' })
        .end(
          readFileSync(path.join(fixtures, 'rss.xml'), 'utf8').replaceAll(
            'https://blog.spona.example/images/prices.png',
            `${blog.origin}/prices.png`,
          ),
        ),
    '/atom.xml': serve(readFileSync(path.join(fixtures, 'atom.xml')), 'application/atom+xml'),
    '/prices.png': serve(png, 'image/png'),
    '/broken.xml': serve('<<<not a feed', 'text/xml'),
    '/slow.xml': hang,
    '/huge.xml': stream(3 * 1024 * 1024),
  });
});
afterAll(async () => {
  await blog.close();
});

/**
 * A server of the calling block reading its blog from `feed` (a path of the stand-in blog), or without
 * a blog: a feed is read once per server, so each case gets its own.
 */
const serverWithFeed = (feed: string | null) =>
  useTestServer((): Record<string, string> => (feed ? { BLOG_FEED_URL: `${blog.origin}${feed}` } : {}));

async function fetchPosts(t: UsedTestServer): Promise<TBlogPostList> {
  const res = await fetch(`${t.api}/public/blog`);
  expect(res.status).toBe(200);
  return ZBlogPostList.parse(await res.json());
}

describe('GET public/blog', () => {
  describe('without a feed', () => {
    const t = serverWithFeed(null);

    it('answers an empty list when no feed is configured', async () => {
      expect(await fetchPosts(t)).toEqual({ data: [] });
    });
  });

  describe('of an RSS feed', () => {
    const t = serverWithFeed('/rss.xml');

    it('answers the three newest posts of an RSS feed as plain text, pictures on its own origin', async () => {
      const { data } = await fetchPosts(t);
      expect(data).toEqual([
        {
          title: 'Cijene suradnji u 2026. & što utječe na njih',
          // Relative to the feed's address.
          url: `${blog.origin}/cijene-suradnji-2026`,
          excerpt:
            'Vodič kroz cijene: od 20 EUR za manje profile do 270 EUR za one s više od 100 tisuća pratitelja.',
          published_at: '2026-03-10T08:00:00.000Z',
          image_url: expect.stringMatching(/^\/api\/v1\/public\/blog\/images\/[a-f0-9]{24}\.webp$/),
        },
        {
          title: 'Sigurnost na prvom mjestu',
          url: 'https://blog.spona.example/sigurnost',
          excerpt: 'Kako čuvamo vaše podatke.',
          published_at: '2026-03-04T12:00:00.000Z',
        },
        {
          title: 'Kako odabrati pravog influencera za svoju kampanju',
          url: 'https://blog.spona.example/kako-odabrati-influencera',
          excerpt: 'Broj pratitelja nije sve. Angažman, publika i vrijednosti važniji su nego što mislite …',
          published_at: '2026-03-02T08:30:00.000Z',
        },
      ]);
      // The injected script of the feed's title and summary is gone; the javascript: link is left out.
      expect(JSON.stringify(data)).not.toMatch(/<script|alert|javascript:/);

      const image = await fetch(`${t.origin}${data[0]!.image_url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');

      // Read once (at start-up or on the first call), then answered from memory.
      const reads = blog.hits('/rss.xml');
      await fetchPosts(t);
      await fetchPosts(t);
      expect(blog.hits('/rss.xml')).toBe(reads);
    });
  });

  describe('of an Atom feed', () => {
    const t = serverWithFeed('/atom.xml');

    it('reads an Atom feed, and answers 404 in the one error shape for a picture it does not have', async () => {
      const { data } = await fetchPosts(t);
      expect(data.map((post) => [post.title, post.url])).toEqual([
        ['Second post', `${blog.origin}/second-post`],
        ['Creators & brands: five tips', 'https://news.spona.example/five-tips'],
      ]);
      for (const file of ['0123456789abcdef01234567.webp', '..%2F..%2Fetc%2Fpasswd', 'x.png']) {
        const res = await fetch(`${t.api}/public/blog/images/${file}`, { headers: { 'App-language': 'en' } });
        expect(res.status).toBe(404);
        expect(((await res.json()) as { message: string }).message).toBeTruthy();
      }
    });
  });

  describe.each([
    ['is not a feed', '/broken.xml'],
    ['is larger than 1 MB', '/huge.xml'],
    ['never finishes', '/slow.xml'],
  ])('when the feed %s', (what, feed) => {
    const t = serverWithFeed(feed);

    it(`answers an empty list, not an error, when the feed ${what}`, async () => {
      expect(await fetchPosts(t)).toEqual({ data: [] });
      // A failed read is remembered: the next visitors do not make the server ask again.
      const reads = blog.hits(feed);
      await fetchPosts(t);
      expect(blog.hits(feed)).toBe(reads);
    });
  });
});
