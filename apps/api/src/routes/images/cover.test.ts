import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZAuthUser, ZProfileCover, type TPublicInfluencer } from '@spona/contracts';
import { users } from '../../db/schema';
import { deleteAccount } from '../../domain/accounts/deleteAccount';
import { buildAdvertiser, buildCreator, type Actor } from '../../testing/factories';
import { fetchServedImage, oversizedImage, solidImage, uploadImage } from '../../testing/imageUploads';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const uploadCover = (who: Actor | null, userId: number, file: Buffer, name = 'cover.jpg') =>
  uploadImage(t, `users/${userId}/cover`, who, file, name);

const coverFileOf = async (userId: number) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!.coverFile;
};

describe('profile cover (issue 18)', () => {
  it('crops an upload to a 1600×400 banner without metadata, shows it on the profile, replaces and removes it', async () => {
    const creator = await buildCreator(t);
    // Taken sideways (EXIF orientation 6: 1000×2000 upright), with an author in EXIF.
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#aa3322' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Ana Horvat' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const first = await uploadCover(creator, creator.id, photo);
    expect(first.status).toBe(200);
    const cover = ZProfileCover.parse(first.body);
    expect(cover.cover_url).toBe(`/assets/images/${cover.cover_file}`);

    const served = await fetchServedImage(t, cover.cover_url!);
    expect(served.type).toBe('image/webp');
    const meta = await sharp(served.buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 250 });
    expect(meta.exif).toBeUndefined();
    expect(served.buffer.includes(Buffer.from('Ana Horvat'))).toBe(false);
    const thumb = await sharp((await fetchServedImage(t, cover.thumbnail_url!)).buffer).metadata();
    expect(thumb).toMatchObject({ width: 640, height: 160 });

    const me = ZAuthUser.parse((await t.call('GET', 'auth/user', creator)).body);
    expect(me.cover_file).toBe(cover.cover_file);
    const page = await t.call<TPublicInfluencer>('GET', `public/influencers/${creator.id}`, null);
    expect(page.body.cover_url).toBe(cover.cover_url);

    // A big landscape photo fills the whole banner; a small one keeps the 4:1 shape, never enlarged.
    const wide = await uploadCover(creator, creator.id, await solidImage('png', 3200, 1800), 'wide.png');
    const wideMeta = await sharp(
      (await fetchServedImage(t, wide.body.cover_url as string)).buffer,
    ).metadata();
    expect(wideMeta).toMatchObject({ width: 1600, height: 400 });
    expect((await fetchServedImage(t, cover.cover_url!)).status).toBe(404);
    const small = await uploadCover(creator, creator.id, await solidImage('webp', 300, 300), 's.webp');
    const smallMeta = await sharp(
      (await fetchServedImage(t, small.body.cover_url as string)).buffer,
    ).metadata();
    expect(smallMeta).toMatchObject({ width: 300, height: 75 });
    expect(await coverFileOf(creator.id)).toBe(small.body.cover_file);

    const removed = await t.call('DELETE', `users/${creator.id}/cover`, creator);
    expect(removed).toEqual({
      status: 200,
      body: { cover_file: null, cover_url: null, thumbnail_url: null },
    });
    expect((await fetchServedImage(t, small.body.cover_url as string)).status).toBe(404);
    expect(
      (await t.call<TPublicInfluencer>('GET', `public/influencers/${creator.id}`, null)).body.cover_url,
    ).toBe(null);
  });

  it('gives advertisers a cover too, on their company page', async () => {
    const advertiser = await buildAdvertiser(t);
    const res = await uploadCover(advertiser, advertiser.id, await solidImage('jpeg', 1600, 900));
    expect(res.status).toBe(200);
    const page = await t.call('GET', `public/agencies/${advertiser.id}`, null);
    expect(page.body.cover_url).toBe(res.body.cover_url);
  });

  it("refuses someone else's cover (403), anonymous callers (401), and changes nothing", async () => {
    const owner = await buildCreator(t);
    const other = await buildAdvertiser(t);
    const { body } = await uploadCover(owner, owner.id, await solidImage('png'), 'a.png');
    const refusals = [
      await uploadCover(other, owner.id, await solidImage('png'), 'b.png'),
      await t.call('DELETE', `users/${owner.id}/cover`, other),
      await uploadCover(null, owner.id, await solidImage('png'), 'c.png'),
      await t.call('DELETE', `users/${owner.id}/cover`, null),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 401, 401]);
    expect(await coverFileOf(owner.id)).toBe(body.cover_file);
    expect((await fetchServedImage(t, body.cover_url as string)).status).toBe(200);
  });

  it('refuses what is not an image (422), a body that is not a form (415) and an image over 5 MB (413), keeping the cover', async () => {
    const creator = await buildCreator(t);
    const { body } = await uploadCover(creator, creator.id, await solidImage('jpeg'));
    const jpeg = await solidImage('jpeg');
    const notImages = [
      Buffer.from('just some text, honestly'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>'),
      Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
    ];
    for (const file of notImages) {
      expect(await uploadCover(creator, creator.id, file, 'x.jpg')).toEqual({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { image: ['Selected file is not of valid image type'] },
        },
      });
    }
    const json = await t.call('POST', `users/${creator.id}/cover`, creator, {
      image: 'data:image/png;base64,AA',
    });
    expect(json.status).toBe(415);
    expect(await uploadCover(creator, creator.id, await oversizedImage(), 'big.png')).toEqual({
      status: 413,
      body: { message: 'The image is larger than 5 MB.' },
    });
    expect(await coverFileOf(creator.id)).toBe(body.cover_file);
  });

  it('lets go of the cover file when the account is deleted', async () => {
    const creator = await buildCreator(t);
    const { body } = await uploadCover(creator, creator.id, await solidImage('png'), 'a.png');
    const { imageFiles } = await deleteAccount(t.database.db, creator.id);
    expect(imageFiles).toContain(body.cover_file);
    expect(await coverFileOf(creator.id)).toBeNull();
  });
});
