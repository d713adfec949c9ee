import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZPortfolioItem, type TPortfolioItem, type TPublicInfluencer } from '@spona/contracts';
import { linkPreviews, portfolioItems } from '../../db/schema';
import { buildAdvertiser, buildCreator, type Actor } from '../../testing/factories';
import { hang, serve, startFeedServer, type FeedServer } from '../../testing/feedServer';
import { fetchServedImage, oversizedImage, solidImage, uploadImage } from '../../testing/imageUploads';
import { useTestServer } from '../../testing/useTestServer';

// Issue 18: the pages are served on this machine, so this file opts in to reading private hosts (as
// the push tests' stand-in service does); the last block proves the default refuses them.
const t = useTestServer({ LINK_PREVIEW_ALLOW_PRIVATE_HOSTS: 'true' });

let pages: FeedServer;
let picture: Buffer;
const ogPage = (title: string, image = '/pictures/shop.png') =>
  `<!doctype html><html><head><title>Fallback</title>
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="Our summer collection, worn in Split.">
  <meta property="og:site_name" content="Brand &amp; Co">
  <meta property="og:image" content="${image}"></head><body><p>Hello</p></body></html>`;

beforeAll(async () => {
  picture = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#228844' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone Else' } })
    .toBuffer();
  pages = await startFeedServer({
    '/summer': serve(ogPage('Summer launch'), 'text/html; charset=utf-8'),
    '/winter': serve(ogPage('Winter launch'), 'text/html'),
    '/changing': serve(ogPage('Changing page'), 'text/html'),
    '/plain': serve('not a page at all', 'text/plain'),
    '/bad-picture': serve(ogPage('Bad picture', '/pictures/fake.png'), 'text/html'),
    '/slow': hang,
    '/pictures/shop.png': serve(picture, 'image/jpeg'),
    '/pictures/fake.png': serve('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png'),
  });
});
// Runs before the server's own afterAll (hooks run in reverse): a read still waiting is cut off.
afterAll(() => pages.close());

const addItem = (who: Actor, body: Record<string, unknown>) =>
  t.call<TPortfolioItem>('POST', 'influencers/portfolio', who, {
    advertiser_name: 'Brand d.o.o.',
    type: 'BLOG_POST',
    ...body,
  });

const getItem = (who: Actor, id: number) => t.call<TPortfolioItem>('GET', `influencers/portfolio/${id}`, who);

/** Waits until the item's preview is read (what the editor shows on its next load). */
const waitForPreview = (who: Actor, id: number, title: string) =>
  vi.waitFor(
    async () => {
      const { body } = await getItem(who, id);
      expect(body.preview?.title).toBe(title);
      return body;
    },
    { timeout: 15_000, interval: 100 },
  );

const keptPreview = async (url: string) => {
  const [row] = await t.database.db.select().from(linkPreviews).where(eq(linkPreviews.url, url));
  return row;
};

describe('portfolio link previews (issue 18)', () => {
  it("shows a link's Open Graph preview with our own copy of its picture, on the editor and the public page", async () => {
    const creator = await buildCreator(t);
    const created = await addItem(creator, { link: `${pages.origin}/summer` });
    expect(created.status).toBe(201);

    const item = ZPortfolioItem.parse(await waitForPreview(creator, created.body.id, 'Summer launch'));
    expect(item.preview).toMatchObject({
      title: 'Summer launch',
      description: 'Our summer collection, worn in Split.',
      site_name: 'Brand & Co',
    });
    const imageUrl = item.preview!.image_url!;
    expect(imageUrl).toMatch(/^\/assets\/images\/[\w-]+\.webp$/);
    const served = await fetchServedImage(t, imageUrl);
    expect(served.type).toBe('image/webp');
    expect((await sharp(served.buffer).metadata()).exif).toBeUndefined();
    expect(served.buffer.includes(Buffer.from('Someone Else'))).toBe(false);

    const page = await t.call<TPublicInfluencer>('GET', `public/influencers/${creator.id}`, null);
    expect(page.body.portfolio.find((p) => p.id === item.id)?.preview).toEqual(item.preview);

    // Kept by URL: another item with the same link shows it at once, and the page is not read again.
    const again = await addItem(await buildCreator(t), { link: `${pages.origin}/summer` });
    expect(again.body.preview).toEqual(item.preview);
    expect(pages.hits('/summer')).toBe(1);
    expect(pages.hits('/pictures/shop.png')).toBe(1);
  });

  it('never holds up or fails the save: a page that does not answer leaves the item saved without a preview', async () => {
    const creator = await buildCreator(t);
    const created = await addItem(creator, { link: `${pages.origin}/slow` });
    expect(created.status).toBe(201);
    expect(created.body.preview).toBeNull();
    const listed = await t.call<TPortfolioItem[]>('GET', 'influencers/portfolio', creator);
    expect(listed.body.map((i) => i.id)).toEqual([created.body.id]);
  });

  it('keeps a failed read (not HTML) without a preview, and a page whose picture is not an image without its picture', async () => {
    const creator = await buildCreator(t);
    const plain = await addItem(creator, { link: `${pages.origin}/plain` });
    const badPicture = await addItem(creator, { type: 'LINK', link: `${pages.origin}/bad-picture` });
    const item = await waitForPreview(creator, badPicture.body.id, 'Bad picture');
    expect(item.preview).toMatchObject({ site_name: 'Brand & Co', image_url: null });
    await vi.waitFor(
      async () => expect(await keptPreview(`${pages.origin}/plain`)).toMatchObject({ ok: false }),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    expect((await getItem(creator, plain.body.id)).body.preview).toBeNull();
  });

  it('reads the new page when the link changes, and a kept preview again once it is past its time', async () => {
    const creator = await buildCreator(t);
    const created = await addItem(creator, { link: `${pages.origin}/summer` });
    const changed = await t.call('PUT', `influencers/portfolio/${created.body.id}`, creator, {
      link: `${pages.origin}/winter`,
    });
    expect(changed.status).toBe(200);
    await waitForPreview(creator, created.body.id, 'Winter launch');

    const other = await addItem(creator, { link: `${pages.origin}/changing` });
    const first = await waitForPreview(creator, other.body.id, 'Changing page');
    expect(pages.hits('/changing')).toBe(1);
    // A week later (LINK_PREVIEW_TTL_MS), a view reads the page again and replaces the kept picture.
    await t.database.db
      .update(linkPreviews)
      .set({ fetchedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(linkPreviews.url, `${pages.origin}/changing`));
    await t.call('GET', `public/influencers/${creator.id}`, null);
    await vi.waitFor(() => expect(pages.hits('/changing')).toBe(2), { timeout: 15_000, interval: 100 });
    const refreshed = await vi.waitFor(
      async () => {
        const { body } = await getItem(creator, other.body.id);
        expect(body.preview?.image_url).not.toBe(first.preview!.image_url);
        return body;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(refreshed.preview?.title).toBe('Changing page');
    expect((await fetchServedImage(t, first.preview!.image_url!)).status).toBe(404);
  });
});

describe('portfolio pictures (issue 18)', () => {
  const addImageItem = (who: Actor) =>
    addItem(who, { type: 'IMAGE', link: null, description: 'Shop window' });
  const uploadPicture = (who: Actor | null, id: number, file: Buffer, name = 'shot.jpg') =>
    uploadImage(t, `influencers/portfolio/${id}/image`, who, file, name);
  const imageFileOf = async (id: number) => {
    const [row] = await t.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
    return row!.imageFile;
  };

  it('gives an image item its picture, shows it, replaces it and removes it with the item', async () => {
    const creator = await buildCreator(t);
    const { body: item } = await addImageItem(creator);
    expect(item.image_url).toBeNull();
    const first = await uploadPicture(creator, item.id, await solidImage('jpeg', 2400, 1200));
    expect(first.status).toBe(200);
    const shown = ZPortfolioItem.parse(first.body);
    const meta = await sharp((await fetchServedImage(t, shown.image_url!)).buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const page = await t.call<TPublicInfluencer>('GET', `public/influencers/${creator.id}`, null);
    expect(page.body.portfolio[0]?.image_url).toBe(shown.image_url);

    const second = await uploadPicture(creator, item.id, await solidImage('png'), 'b.png');
    expect((await fetchServedImage(t, shown.image_url!)).status).toBe(404);
    expect((await t.call('DELETE', `influencers/portfolio/${item.id}`, creator)).status).toBe(200);
    expect((await fetchServedImage(t, second.body.image_url as string)).status).toBe(404);
  });

  it('drops the picture when the item becomes a link, and refuses a picture on a link item (422)', async () => {
    const creator = await buildCreator(t);
    const { body: item } = await addImageItem(creator);
    const { body } = await uploadPicture(creator, item.id, await solidImage('png'), 'a.png');
    const changed = await t.call<TPortfolioItem>('PUT', `influencers/portfolio/${item.id}`, creator, {
      type: 'LINK',
      link: `${pages.origin}/winter`,
    });
    expect(changed.body.image_url).toBeNull();
    expect((await fetchServedImage(t, body.image_url as string)).status).toBe(404);
    const refused = await uploadPicture(creator, item.id, await solidImage('png'), 'a.png');
    expect(refused).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          image: ['Only an image item of the portfolio takes a picture; a link shows its page’s preview.'],
        },
      },
    });
    expect(await imageFileOf(item.id)).toBeNull();
  });

  it("refuses another user's item (404), anonymous callers (401), advertisers (403), and changes nothing", async () => {
    const owner = await buildCreator(t);
    const { body: item } = await addImageItem(owner);
    const { body } = await uploadPicture(owner, item.id, await solidImage('png'), 'a.png');
    const refusals = [
      await uploadPicture(await buildCreator(t), item.id, await solidImage('png')),
      await uploadPicture(null, item.id, await solidImage('png')),
      await uploadPicture(await buildAdvertiser(t), item.id, await solidImage('png')),
    ];
    expect(refusals.map((r) => r.status)).toEqual([404, 401, 403]);
    expect(await imageFileOf(item.id)).toBe((body.image_url as string).split('/').pop());
    expect((await getItem(owner, item.id)).body.image_url).toBe(body.image_url);
  });

  it('refuses what is not an image (422), a body that is not a form (415) and an image over 5 MB (413), keeping the picture', async () => {
    const creator = await buildCreator(t);
    const { body: item } = await addImageItem(creator);
    const { body } = await uploadPicture(creator, item.id, await solidImage('webp'), 'a.webp');
    const text = await uploadPicture(creator, item.id, Buffer.from('%PDF-1.4 not a picture'), 'x.png');
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ image: ['Selected file is not of valid image type'] });
    const json = await t.call('POST', `influencers/portfolio/${item.id}/image`, creator, { image: 'x' });
    expect(json.status).toBe(415);
    const big = await uploadPicture(creator, item.id, await oversizedImage(), 'big.png');
    expect(big).toEqual({ status: 413, body: { message: 'The image is larger than 5 MB.' } });
    expect((await getItem(creator, item.id)).body.image_url).toBe(body.image_url);
  });
});

describe('portfolio link previews by default (issue 18)', () => {
  const production = useTestServer();

  it('refuses to read a page on a private address: nothing is fetched, the failure is kept', async () => {
    const creator = await buildCreator(production);
    const link = `${pages.origin}/summer?private=1`;
    const created = await production.call<TPortfolioItem>('POST', 'influencers/portfolio', creator, {
      advertiser_name: 'Brand d.o.o.',
      type: 'LINK',
      link,
    });
    expect(created.status).toBe(201);
    const hitsBefore = pages.hits('/summer');
    await vi.waitFor(
      async () => {
        const [row] = await production.database.db
          .select()
          .from(linkPreviews)
          .where(eq(linkPreviews.url, link));
        expect(row).toMatchObject({ ok: false, title: null, imageFile: null });
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(pages.hits('/summer')).toBe(hitsBefore);
    const { body } = await production.call<TPortfolioItem>(
      'GET',
      `influencers/portfolio/${created.body.id}`,
      creator,
    );
    expect(body.preview).toBeNull();
  });
});
