import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS_LIMIT } from '@spona/contracts';
import { hang, serve, startFeedServer, stream, type FeedServer } from '../../testing/feedServer';
import { createBlogFeed, decodeFeed, type BlogFeedLimits } from './blogFeed';

const LIMITS: BlogFeedLimits = {
  feedTimeoutMs: 1000,
  feedMaxBytes: 64 * 1024,
  imageTimeoutMs: 1000,
  imageMaxBytes: 256 * 1024,
  ttlMs: 15 * 60_000,
  failureTtlMs: 60_000,
};
const silent = { warn: () => undefined };

const rssWithImages = (origin: string, picture: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Blog</title>
  <item><title>Fresh</title><link>${origin}/fresh</link><pubDate>Tue, 10 Mar 2026 08:00:00 GMT</pubDate>
    <media:content url="${origin}${picture}" medium="image" /></item>
  <item><title>Older</title><link>${origin}/older</link><pubDate>Mon, 09 Mar 2026 08:00:00 GMT</pubDate>
    <enclosure url="${origin.replace('127.0.0.1', 'localhost')}/picture.png" type="image/png" /></item>
  <item><title>Oldest</title><link>${origin}/oldest</link><pubDate>Sun, 08 Mar 2026 08:00:00 GMT</pubDate>
    <enclosure url="${origin}/page.html" type="image/png" /></item>
  <item><title>Beyond the limit</title><link>${origin}/beyond</link><pubDate>Sat, 07 Mar 2026 08:00:00 GMT</pubDate></item>
</channel></rss>`;

let server: FeedServer;
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6633cc' } })
    .png()
    .toBuffer();
  const rss = readFileSync(path.join(import.meta.dirname, 'fixtures', 'rss.xml'), 'utf8');
  server = await startFeedServer({
    '/rss.xml': serve(rss),
    '/atom.xml': serve(
      readFileSync(path.join(import.meta.dirname, 'fixtures', 'atom.xml')),
      'application/atom+xml',
    ),
    '/broken.xml': serve('<rss><channel><item><title>Unclosed', 'text/xml'),
    '/html': serve('<!doctype html><html><body>Not a feed</body></html>', 'text/html'),
    '/error.xml': (_request, response) => response.writeHead(500).end('server error'),
    '/slow.xml': hang,
    '/huge.xml': stream(LIMITS.feedMaxBytes * 2),
    '/huge-announced.xml': (_request, response) =>
      response.writeHead(200, { 'content-length': String(LIMITS.feedMaxBytes * 10) }).end(),
    '/redirect.xml': (_request, response) => response.writeHead(302, { location: '/rss.xml' }).end(),
    '/loop.xml': (_request, response) => response.writeHead(302, { location: '/loop.xml' }).end(),
    '/to-file.xml': (_request, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/pictures.xml': (_request, response) =>
      response.writeHead(200).end(rssWithImages(server.origin, '/picture.png')),
    '/picture.png': serve(png, 'image/png'),
    '/page.html': serve('<html></html>', 'image/png'),
    '/windows-1250.xml': serve(
      Buffer.from(
        // "Čitaj više" in windows-1250: È = 0xC8, š = 0x9A
        [
          ...Buffer.from(
            '<?xml version="1.0" encoding="windows-1250"?><rss version="2.0"><channel><item><title>',
          ),
          0xc8,
          ...Buffer.from('itaj vi'),
          0x9a,
          ...Buffer.from('e</title><link>https://x.example/1</link></item></channel></rss>'),
        ],
      ),
      'application/xml',
    ),
  });
});
afterAll(async () => {
  await server.close();
});

const feedAt = (name: string, options: { now?: () => number } = {}) =>
  createBlogFeed({ feedUrl: `${server.origin}/${name}`, log: silent, limits: LIMITS, ...options });
const titlesOf = async (feed: ReturnType<typeof createBlogFeed>) =>
  (await feed.findLatestPosts()).map((entry) => entry.post.title);

describe('createBlogFeed', () => {
  it('answers nothing, and asks nobody, without a feed address', async () => {
    const feed = createBlogFeed({ feedUrl: undefined, log: silent });
    expect(await feed.findLatestPosts()).toEqual([]);
    expect(await feed.findImage('a.webp')).toBeNull();
  });

  it('answers the newest posts of an RSS feed, at most BLOG_POSTS_LIMIT, as plain text', async () => {
    const posts = await feedAt('rss.xml').findLatestPosts();
    expect(posts).toHaveLength(BLOG_POSTS_LIMIT);
    expect(posts.map((entry) => entry.post.title)).toEqual([
      'Cijene suradnji u 2026. & što utječe na njih',
      'Sigurnost na prvom mjestu',
      'Kako odabrati pravog influencera za svoju kampanju',
    ]);
  });

  it('reads Atom, follows a redirect and honours the declared encoding', async () => {
    expect(await titlesOf(feedAt('atom.xml'))).toEqual(['Second post', 'Creators & brands: five tips']);
    expect(await titlesOf(feedAt('redirect.xml'))).toHaveLength(BLOG_POSTS_LIMIT);
    expect(await titlesOf(feedAt('windows-1250.xml'))).toEqual(['Čitaj više']);
  });

  it('reads the feed once while fresh, however many ask at once', async () => {
    const before = server.hits('/rss.xml');
    const feed = feedAt('rss.xml');
    await Promise.all(Array.from({ length: 20 }, () => feed.findLatestPosts()));
    await feed.findLatestPosts();
    expect(server.hits('/rss.xml') - before).toBe(1);
  });

  it('answers the old posts at once when they are stale, and reads the feed again meanwhile', async () => {
    let clock = 0;
    const feed = feedAt('rss.xml', { now: () => clock });
    const before = server.hits('/rss.xml');
    const first = await feed.findLatestPosts();
    clock += LIMITS.ttlMs + 1;
    expect(await feed.findLatestPosts()).toBe(first);
    await expect.poll(() => server.hits('/rss.xml') - before).toBe(2);
  });

  it.each([
    ['a feed that is not XML', 'broken.xml'],
    ['an HTML page', 'html'],
    ['a server error', 'error.xml'],
    ['a missing feed', 'missing.xml'],
    ['a feed that never finishes', 'slow.xml'],
    ['a feed larger than the limit', 'huge.xml'],
    ['a feed announcing a size over the limit', 'huge-announced.xml'],
    ['a redirect loop', 'loop.xml'],
    ['a redirect to a file', 'to-file.xml'],
  ])('answers an empty list for %s, and does not ask again for a minute', async (_case, name) => {
    let clock = 0;
    const feed = feedAt(name, { now: () => clock });
    expect(await feed.findLatestPosts()).toEqual([]);
    const asked = server.hits(`/${name}`);
    expect(asked).toBeGreaterThan(0);
    clock += LIMITS.failureTtlMs - 1;
    expect(await feed.findLatestPosts()).toEqual([]);
    expect(server.hits(`/${name}`)).toBe(asked);
    clock += 2;
    await feed.findLatestPosts();
    expect(server.hits(`/${name}`)).toBeGreaterThan(asked);
  });

  it('answers an empty list for a host nobody listens on', async () => {
    const feed = createBlogFeed({ feedUrl: 'http://127.0.0.1:9/feed.xml', log: silent, limits: LIMITS });
    expect(await feed.findLatestPosts()).toEqual([]);
  });

  it("keeps the pictures as WebP of the card's size, and leaves out what is not a picture or not allowed", async () => {
    const feed = feedAt('pictures.xml');
    const [fresh, older, oldest] = await feed.findLatestPosts();
    expect(fresh?.imageFile).toMatch(/^[a-f0-9]{24}\.webp$/);
    const image = await feed.findImage(fresh!.imageFile!);
    expect(await sharp(image!).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    // The same picture read again gets the same name (another process names it alike).
    expect((await feedAt('pictures.xml').findLatestPosts())[0]?.imageFile).toBe(fresh?.imageFile);
    // localhost is not the feed's host, and it is not a public address.
    expect(older).toMatchObject({ post: { title: 'Older' }, imageFile: null });
    expect(oldest).toMatchObject({ post: { title: 'Oldest' }, imageFile: null });
    expect(await feed.findImage('0123456789abcdef01234567.webp')).toBeNull();
  });
});

describe('decodeFeed', () => {
  it('reads the charset of the response before the XML declaration', () => {
    const body = Buffer.from([0x3c, 0x61, 0x3e, 0xe8, 0x3c, 0x2f, 0x61, 0x3e]);
    expect(decodeFeed({ body, contentType: 'text/xml; charset=iso-8859-2' })).toBe('<a>č</a>');
    expect(decodeFeed({ body: Buffer.from('<a>ž</a>'), contentType: 'text/xml; charset=bogus' })).toBe(
      '<a>ž</a>',
    );
  });
});
