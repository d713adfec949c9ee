import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../../adapters/files/imageStore';
import { thumbnailFileOf } from '../../domain/images/assetPaths';
import { bugReportsDirOf, createScreenshotStore } from '../../domain/support/screenshot';
import { openDatabase, type Database } from '../client';
import { migrateDatabase } from '../migrate';
import { bugReports, linkPreviews, offerImages, offers, portfolioItems, users } from '../schema';
import { DEMO_LOGINS, seedDemo } from '.';
import { storeUserPictures } from './demoPictures';

const NOW = new Date('2026-06-01T10:00:00Z');

type Seeded = { database: Database; uploads: string };

async function openSeeded(withPictures: boolean): Promise<Seeded> {
  const uploads = await mkdtemp(path.join(tmpdir(), 'spona-demo-pictures-'));
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemo(
    database.db,
    withPictures
      ? {
          now: NOW,
          images: createImageStore(uploads),
          screenshots: createScreenshotStore(bugReportsDirOf(uploads)),
        }
      : { now: NOW },
  );
  return { database, uploads };
}

const metadataOf = async (uploads: string, file: string) =>
  sharp(await readFile(path.join(uploads, file))).metadata();

describe('the demo pictures', () => {
  let seeded: Seeded;
  let again: Seeded;

  beforeAll(async () => {
    [seeded, again] = await Promise.all([openSeeded(true), openSeeded(false)]);
  }, 240_000);
  afterAll(async () => {
    for (const s of [seeded, again]) {
      await s?.database.close();
      if (s) await rm(s.uploads, { recursive: true, force: true });
    }
  });

  it('give every demo creator and advertiser a square photo and a 4:1 cover that decode', async () => {
    const people = await seeded.database.db
      .select({ imageFile: users.imageFile, coverFile: users.coverFile })
      .from(users)
      .where(inArray(users.type, ['INFLUENCER', 'ADVERTISER']));
    expect(people.length).toBeGreaterThanOrEqual(80);
    for (const { imageFile, coverFile } of people) {
      expect(imageFile).toBeTruthy();
      expect(coverFile).toBeTruthy();
      expect(await metadataOf(seeded.uploads, imageFile!)).toMatchObject({
        format: 'webp',
        width: 512,
        height: 512,
      });
      expect(await metadataOf(seeded.uploads, thumbnailFileOf(imageFile!))).toMatchObject({ width: 128 });
      const cover = await metadataOf(seeded.uploads, coverFile!);
      expect(cover.format).toBe('webp');
      expect(cover.width! / cover.height!).toBe(4);
    }
  });

  it('give every live offer 1 to 3 described gallery pictures, and portfolios pictures and previews', async () => {
    const { db } = seeded.database;
    const live = await db.select({ id: offers.id }).from(offers).where(isNull(offers.deletedAt));
    const pictures = await db.select().from(offerImages).orderBy(asc(offerImages.id));
    for (const offer of live) {
      const gallery = pictures.filter((p) => p.offerId === offer.id);
      expect(gallery.length).toBeGreaterThanOrEqual(1);
      expect(gallery.length).toBeLessThanOrEqual(3);
      expect(gallery.every((p) => p.description)).toBe(true);
    }
    for (const picture of pictures.slice(0, 10)) {
      expect((await metadataOf(seeded.uploads, picture.file)).format).toBe('webp');
    }

    const imageItems = await db.select().from(portfolioItems).where(eq(portfolioItems.type, 'IMAGE'));
    expect(imageItems.length).toBeGreaterThan(0);
    for (const item of imageItems)
      expect((await metadataOf(seeded.uploads, item.imageFile!)).format).toBe('webp');

    const posts = await db
      .select({ preview: linkPreviews })
      .from(portfolioItems)
      .leftJoin(linkPreviews, eq(linkPreviews.url, portfolioItems.link))
      .where(eq(portfolioItems.type, 'SOCIAL_POST'));
    expect(posts.length).toBeGreaterThan(0);
    for (const { preview } of posts) {
      expect(preview).toMatchObject({ ok: true, siteName: 'Instagram' });
      expect(preview?.title).toBeTruthy();
      expect((await metadataOf(seeded.uploads, preview!.imageFile!)).format).toBe('webp');
    }
  });

  it('give the NEW demo bug report a screenshot the console can read (issue 17)', async () => {
    const reports = await seeded.database.db.select().from(bugReports).orderBy(asc(bugReports.id));
    const withScreenshot = reports.filter((r) => r.imageFile);
    expect(withScreenshot.map((r) => r.status)).toEqual(['NEW']);
    const png = await createScreenshotStore(bugReportsDirOf(seeded.uploads)).read(
      withScreenshot[0]!.imageFile!,
    );
    expect(await sharp(png!).metadata()).toMatchObject({ format: 'png', width: 360, height: 640 });
  });

  it('are the same bytes on every run', async () => {
    const emails = DEMO_LOGINS.map((login) => login.email);
    const fixed = (s: Seeded) =>
      s.database.db.select().from(users).where(inArray(users.email, emails)).orderBy(asc(users.id));
    // The same users on a second database, given their pictures by the same code.
    for (const person of await fixed(again)) {
      await storeUserPictures({ db: again.database.db, images: createImageStore(again.uploads) }, person);
    }
    const [first, second] = await Promise.all([fixed(seeded), fixed(again)]);
    expect(second).toHaveLength(DEMO_LOGINS.length);
    for (const [i, user] of first.entries()) {
      const other = second[i]!;
      expect(other.imageFile).not.toBe(user.imageFile);
      const pairs: [string, string][] = [
        [user.imageFile!, other.imageFile!],
        [user.coverFile!, other.coverFile!],
      ];
      for (const [a, b] of pairs) {
        const [bytesA, bytesB] = await Promise.all([
          readFile(path.join(seeded.uploads, a)),
          readFile(path.join(again.uploads, b)),
        ]);
        expect(bytesA.equals(bytesB)).toBe(true);
      }
    }
  });
});
