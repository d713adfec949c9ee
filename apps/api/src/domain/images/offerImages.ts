import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { OFFER_MAX_IMAGES } from '@spona/contracts';
import type { ImageFiles, ImageStore } from '../../adapters/files/imageStore';
import type { Db } from '../../db/client';
import { offerImages, offers } from '../../db/schema';
import { RuleViolation } from '../errors';
import type { OfferImageRow } from '../offers/findOffers';
import { OFFER_IMAGE_SIZES, processImage } from './processImage';

const tooMany = () => new RuleViolation({ image: 'images.tooMany' }, { vars: { max: OFFER_MAX_IMAGES } });

/** The images of an offer in gallery order. */
export function findOfferImages(db: Db, offerId: number): Promise<OfferImageRow[]> {
  return db
    .select()
    .from(offerImages)
    .where(eq(offerImages.offerId, offerId))
    .orderBy(asc(offerImages.position), asc(offerImages.id));
}

/** SPEC §5: refuses the 16th image early, before any decoding work. */
async function assertRoomForImage(db: Db, offerId: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(offerImages).where(eq(offerImages.offerId, offerId));
  if ((row?.n ?? 0) >= OFFER_MAX_IMAGES) throw tooMany();
}

/**
 * Adds a stored image at the end of the gallery. The offer row is locked while counting, so two
 * uploads at once cannot make a 16th image (SPEC §5: at most 15 per offer).
 */
async function addOfferImage(
  db: Db,
  offerId: number,
  file: string,
  description: string | null,
): Promise<OfferImageRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM offers WHERE id = ${offerId} FOR UPDATE`);
    const [row] = await tx
      .select({ n: count(), last: sql<number | null>`max(${offerImages.position})` })
      .from(offerImages)
      .where(eq(offerImages.offerId, offerId));
    if ((row?.n ?? 0) >= OFFER_MAX_IMAGES) throw tooMany();
    const [image] = await tx
      .insert(offerImages)
      .values({ offerId, file, description, position: row?.last === null ? 0 : Number(row?.last) + 1 })
      .returning();
    return image!;
  });
}

/**
 * POST agencies/offers/images on an offer the caller manages: refuses a 16th image before decoding
 * (SPEC §5), checks the bytes and re-encodes them (processImage), then stores them (storeOfferImage).
 */
export async function uploadOfferImage(
  stores: { db: Db; images: Pick<ImageStore, 'save' | 'remove'> },
  offerId: number,
  upload: Buffer,
  description: string | null,
): Promise<OfferImageRow> {
  await assertRoomForImage(stores.db, offerId);
  return storeOfferImage(stores, offerId, await processImage(upload, OFFER_IMAGE_SIZES), description);
}

/**
 * Stores processed files (processImage at OFFER_IMAGE_SIZES) at the end of the offer's gallery, then
 * adds the row; when the row cannot be added (the gallery filled up meanwhile) the stored files are
 * removed again. The demo seed stores the same processed picture for several offers this way.
 */
export async function storeOfferImage(
  { db, images }: { db: Db; images: Pick<ImageStore, 'save' | 'remove'> },
  offerId: number,
  files: ImageFiles,
  description: string | null,
): Promise<OfferImageRow> {
  const file = await images.save(files);
  try {
    return await addOfferImage(db, offerId, file, description);
  } catch (err) {
    await images.remove(file);
    throw err;
  }
}

/** The image with that id when it belongs to a live offer of the user, else undefined. */
export async function findOwnOfferImage(
  db: Db,
  userId: number,
  id: number,
): Promise<OfferImageRow | undefined> {
  const [row] = await db
    .select({ image: offerImages })
    .from(offerImages)
    .innerJoin(offers, eq(offers.id, offerImages.offerId))
    .where(and(eq(offerImages.id, id), eq(offers.userId, userId), isNull(offers.deletedAt)));
  return row?.image;
}

/** PUT agencies/offers/images/{id}: the image's description (SPEC §3). */
export async function describeOfferImage(db: Db, id: number, description: string | null): Promise<void> {
  await db.update(offerImages).set({ description }).where(eq(offerImages.id, id));
}

/** PUT agencies/offers/images/order: `ids` must name every image of the offer exactly once. */
export async function reorderOfferImages(db: Db, offerId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM offers WHERE id = ${offerId} FOR UPDATE`);
    const current = await tx
      .select({ id: offerImages.id })
      .from(offerImages)
      .where(eq(offerImages.offerId, offerId));
    const known = new Set(current.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new RuleViolation({ ids: 'images.orderMismatch' });
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(offerImages).set({ position }).where(eq(offerImages.id, id));
    }
  });
}

/** DELETE agencies/offers/images/{id}: the row, then its files (unreachable once the row is gone). */
export async function removeOfferImage(
  { db, images }: { db: Db; images: Pick<ImageStore, 'remove'> },
  image: OfferImageRow,
): Promise<void> {
  await db.delete(offerImages).where(eq(offerImages.id, image.id));
  await images.remove(image.file);
}
