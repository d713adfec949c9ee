import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OFFER_MAX_IMAGES, ZOfferImage, type TOffer, type TOfferImage } from '@spona/contracts';
import { offerImages, users } from '../../db/schema';
import { bearer } from '../../testing/accounts';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const solid = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

async function upload(
  path: string,
  who: Actor,
  file: Buffer,
  name: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([file]), name);
  const res = await fetch(`${t.api}/${path}`, { method: 'POST', headers: bearer(who.token), body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const uploadOfferImage = (who: Actor, offerId: number, file: Buffer, name = 'photo.jpg') =>
  upload('agencies/offers/images', who, file, name, { offer_id: String(offerId) });

const call = t.call;

async function fetchImage(url: string) {
  const res = await fetch(`${t.origin}${url}`);
  return { res, buffer: Buffer.from(await res.arrayBuffer()) };
}

describe('offer images', () => {
  it('accepts a JPEG, a PNG and a WebP, re-encoded without metadata, with a thumbnail', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    // A 1200x800 photo taken sideways (EXIF orientation 6), with an author and GPS-like text in EXIF.
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#aa3322' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Ana Horvat', ImageDescription: 'GPS 45.81N 15.98E' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const jpeg = await uploadOfferImage(advertiser, offerId, photo);
    expect(jpeg.status).toBe(201);
    const image = ZOfferImage.parse(jpeg.body);
    expect(image).toMatchObject({ offer_id: offerId, position: 0, description: null });

    const { res, buffer } = await fetchImage(image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(buffer.includes(Buffer.from('Ana Horvat'))).toBe(false);
    const thumb = await sharp((await fetchImage(image.thumbnail_url)).buffer).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);

    expect((await uploadOfferImage(advertiser, offerId, await solid('png'), 'a.png')).status).toBe(201);
    const webp = await uploadOfferImage(advertiser, offerId, await solid('webp'), 'a.webp');
    expect(webp.status).toBe(201);
    expect(webp.body.position).toBe(2);
    const offer = await call<TOffer>('GET', `offers/${offerId}`, advertiser);
    expect(offer.body.images.map((i) => i.position)).toEqual([0, 1, 2]);
  });

  it("refuses what is not an image: 'Selected file is not of valid image type'", async () => {
    const creator = await buildCreator(t);
    const offerId = await buildOffer(t, creator);
    const png = await solid('png');
    const jpeg = await solid('jpeg');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    const refused = [
      await uploadOfferImage(creator, offerId, Buffer.from('just some text, honestly'), 'photo.jpg'),
      await uploadOfferImage(
        creator,
        offerId,
        Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF'),
        'scan.png',
      ),
      await uploadOfferImage(
        creator,
        offerId,
        Buffer.concat([png, Buffer.from('%PDF-1.4 hidden')]),
        'poly.png',
      ),
      await uploadOfferImage(
        creator,
        offerId,
        Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
        'x.jpg',
      ),
      await uploadOfferImage(creator, offerId, svg, 'vector.svg'),
      await uploadOfferImage(creator, offerId, jpeg.subarray(0, jpeg.length / 2), 'half.jpg'),
    ];
    for (const res of refused) {
      expect(res).toEqual({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { image: ['Selected file is not of valid image type'] },
        },
      });
    }
    const rows = await t.database.db.select().from(offerImages).where(eq(offerImages.offerId, offerId));
    expect(rows).toEqual([]);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    const noise = await sharp(randomBytes(1500 * 1500 * 3), {
      raw: { width: 1500, height: 1500, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await uploadOfferImage(advertiser, offerId, noise, 'noise.png');
    expect(res).toEqual({ status: 413, body: { message: 'The image is larger than 5 MB.' } });
  });

  it('refuses the 16th image of an offer', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    const file = await solid('jpeg', 16, 16);
    for (let i = 0; i < OFFER_MAX_IMAGES; i += 1) {
      expect((await uploadOfferImage(advertiser, offerId, file)).status).toBe(201);
    }
    const res = await uploadOfferImage(advertiser, offerId, file);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: ['An offer can have at most 15 images.'] });
  });

  it('asks for the image and the offer', async () => {
    const advertiser = await buildAdvertiser(t);
    const noFile = await fetch(`${t.api}/agencies/offers/images`, {
      method: 'POST',
      headers: bearer(advertiser.token),
      body: (() => {
        const form = new FormData();
        form.append('offer_id', '1');
        return form;
      })(),
    });
    expect(noFile.status).toBe(422);
    expect(await noFile.json()).toMatchObject({ errors: { image: ['Choose an image.'] } });
    const noOffer = await upload('agencies/offers/images', advertiser, await solid('png'), 'a.png');
    // The form's fields are validated like a JSON body: a missing one is bad input, named.
    expect(noOffer.status).toBe(400);
    expect(noOffer.body).toMatchObject({ errors: { offer_id: ['This field is required.'] } });
    const json = await call('POST', 'agencies/offers/images', advertiser, { offer_id: 1 });
    expect(json.status).toBe(415);
  });

  it('refuses a description with a NUL or another control character with 400 naming it, storing nothing', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    for (const description of ['Shop\u0000front', 'Shop\u0007front']) {
      const res = await upload('agencies/offers/images', advertiser, await solid('png'), 'a.png', {
        offer_id: String(offerId),
        description,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'The given data was invalid.',
        errors: { description: ['Remove the invisible control characters from the text.'] },
      });
    }
    const list = await call<TOfferImage[]>('GET', `offers/${offerId}`, advertiser);
    expect(list.body).toMatchObject({ images: [] });
  });

  it('answers a broken or foreign upload with a client error, never a 500', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    const part = (name: string, extra = '') =>
      `--xyz\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`;
    const cases: [string, string][] = [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      [
        'multipart/form-data; boundary=xyz',
        `${part('offer_id')}${offerId}\r\n${part('image', '; filename="a.jpg"')}abc`,
      ],
      ['multipart/form-data; boundary=xyz', `${part('__proto__')}1\r\n--xyz--\r\n`],
      ['text/plain', 'hello'],
    ];
    for (const [type, body] of cases) {
      for (const path of ['agencies/offers/images', `users/${advertiser.id}/image`]) {
        const res = await fetch(`${t.api}/${path}`, {
          method: 'POST',
          headers: { ...bearer(advertiser.token), 'content-type': type },
          body,
        });
        expect([400, 406, 413, 415, 422]).toContain(res.status);
      }
    }
  });

  it('describes, reorders and deletes images', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    const file = await solid('png');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await uploadOfferImage(advertiser, offerId, file)).body.id as number);

    const described = await call<TOfferImage>('PUT', `agencies/offers/images/${ids[0]}`, advertiser, {
      description: 'Our shop in Zagreb',
    });
    expect(described.body.description).toBe('Our shop in Zagreb');

    const order = [ids[2]!, ids[0]!, ids[1]!];
    const reordered = await call<TOfferImage[]>('PUT', 'agencies/offers/images/order', advertiser, {
      offer_id: offerId,
      ids: order,
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((i) => i.id)).toEqual(order);
    const partial = await call('PUT', 'agencies/offers/images/order', advertiser, {
      offer_id: offerId,
      ids: [ids[0]],
    });
    expect(partial.body.errors).toEqual({ ids: ['List every image of the offer exactly once.'] });

    const { body: image } = await call<TOffer>('GET', `offers/${offerId}`, advertiser);
    const url = image.images.find((i) => i.id === ids[1])!.url;
    expect((await call('DELETE', `agencies/offers/images/${ids[1]}`, advertiser)).status).toBe(200);
    expect((await fetchImage(url)).res.status).toBe(404);
    expect((await call<TOffer>('GET', `offers/${offerId}`, advertiser)).body.images.map((i) => i.id)).toEqual(
      [ids[2], ids[0]],
    );
  });

  it("refuses every write on another user's offer images and changes nothing", async () => {
    const owner = await buildAdvertiser(t);
    const other = await buildAdvertiser(t);
    const offerId = await buildOffer(t, owner);
    const { body: image } = await uploadOfferImage(owner, offerId, await solid('png'));
    const id = image.id as number;
    const writes = [
      await uploadOfferImage(other, offerId, await solid('png')),
      await call('PUT', `agencies/offers/images/${id}`, other, { description: 'Mine now' }),
      await call('PUT', 'agencies/offers/images/order', other, { offer_id: offerId, ids: [id] }),
      await call('DELETE', `agencies/offers/images/${id}`, other),
    ];
    expect(writes.map((w) => w.status)).toEqual([404, 404, 404, 404]);
    const rows = await t.database.db.select().from(offerImages).where(eq(offerImages.offerId, offerId));
    expect(rows).toMatchObject([{ id, description: null }]);
  });
});

describe('profile photo and avatars', () => {
  it('sets, replaces and removes the own profile photo; never anyone else’s', async () => {
    const creator = await buildCreator(t);
    const other = await buildCreator(t);
    const first = await upload(`users/${creator.id}/image`, creator, await solid('jpeg', 900, 600), 'me.jpg');
    expect(first.status).toBe(200);
    const photo = await sharp((await fetchImage(first.body.image_url as string)).buffer).metadata();
    expect(photo).toMatchObject({ width: 512, height: 512 });

    const second = await upload(`users/${creator.id}/image`, creator, await solid('png'), 'me.png');
    expect((await fetchImage(first.body.image_url as string)).res.status).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, creator.id));
    expect(row!.imageFile).toBe(second.body.image_file);
    const profile = await call('GET', `public/influencers/${creator.id}`, null);
    expect(profile.body.image_url).toBe(second.body.image_url);

    expect((await upload(`users/${creator.id}/image`, other, await solid('png'), 'x.png')).status).toBe(403);
    expect((await call('DELETE', `users/${creator.id}/image`, other)).status).toBe(403);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, creator.id));
    expect(unchanged!.imageFile).toBe(second.body.image_file);

    const removed = await call('DELETE', `users/${creator.id}/image`, creator);
    expect(removed.body).toEqual({ image_file: null, image_url: null, thumbnail_url: null });
  });

  it('draws initials avatars of 1 to 3 letters and refuses anything else', async () => {
    const res = await fetch(`${t.origin}/assets/static/initials/${encodeURIComponent('ŠK')}.jpeg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    for (const bad of ['ABCD.jpeg', 'A1.jpeg', '%3Csvg%3E.jpeg', 'AH.png', '.jpeg']) {
      expect((await fetch(`${t.origin}/assets/static/initials/${bad}`)).status).toBe(404);
    }
    expect((await fetch(`${t.origin}/assets/images/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${t.origin}/assets/images/abcdefghijklmnopqrstuvwx.webp`)).status).toBe(404);
  });
});
