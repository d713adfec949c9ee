import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerImages, offers, users } from '../../db/schema';
import { categoriesJsonOf, type CategoryRow } from '../reference/findReferenceData';
import { isVisibleOffer } from './visibility';
import { summaryColumns } from '../users/summaryColumns';

export type OfferRow = typeof offers.$inferSelect;
export type OfferImageRow = typeof offerImages.$inferSelect;
export type OfferOwnerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'type' | 'firstName' | 'lastName' | 'company' | 'imageFile'
>;

/** An offer with everything its answer shows. */
export type OfferDetails = {
  offer: OfferRow;
  owner: OfferOwnerRow;
  categories: CategoryRow[];
  images: OfferImageRow[];
  /** Whether others may see it now (SPEC §4, domain/offers/visibility.ts). */
  isVisible: boolean;
};

/**
 * The offer row, deleted or not, with no access check: callers decide with a policy
 * (policies/offers.ts) before they use or show it.
 */
export async function unsafeFindOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

/** The images of an offer, as a JSON array in their order (keys of OfferImageRow; dates as text). */
const imagesJson = sql<
  (Omit<OfferImageRow, 'createdAt'> & { createdAt: string })[]
>`coalesce((SELECT json_agg(json_build_object(
    'id', i.id, 'offerId', i.offer_id, 'file', i.file, 'description', i.description, 'position', i.position,
    'createdAt', i.created_at) ORDER BY i.position, i.id)
  FROM ${offerImages} i WHERE i.offer_id = ${offers.id}), '[]'::json)`;

/** Loads owners, categories and images of the given offers (in their order), in one statement; no access check. */
async function loadDetails(db: Db, ids: number[]): Promise<OfferDetails[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      offer: offers,
      owner: summaryColumns,
      isVisible: sql<boolean>`coalesce(${isVisibleOffer()}, false)`,
      categories: categoriesJsonOf(sql`offer_categories`, sql`offer_id`, sql`${offers.id}`),
      images: imagesJson,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(inArray(offers.id, ids));
  const byId = new Map(rows.map((r) => [r.offer.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        offer: row.offer,
        owner: row.owner,
        isVisible: Boolean(row.isVisible),
        categories: row.categories,
        images: row.images.map((image) => ({ ...image, createdAt: new Date(image.createdAt) })),
      },
    ];
  });
}

/** One offer with its details, deleted or not; no access check (see policies/offers.ts). */
export async function unsafeFindOfferDetails(db: Db, id: number): Promise<OfferDetails | undefined> {
  return (await loadDetails(db, [id]))[0];
}

/** The user's own offers, newest first: every status, unapproved ones too, not deleted ones. */
export async function findOwnOffers(db: Db, userId: number): Promise<OfferDetails[]> {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.userId, userId), isNull(offers.deletedAt)))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  return loadDetails(
    db,
    rows.map((r) => r.id),
  );
}

/** The offers of a user that others may see (SPEC §4), newest first: a public profile's list. */
export async function findVisibleOffersOf(db: Db, userId: number): Promise<OfferDetails[]> {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(and(eq(offers.userId, userId), isVisibleOffer()))
    .orderBy(desc(offers.featured), desc(offers.createdAt), desc(offers.id));
  return loadDetails(
    db,
    rows.map((r) => r.id),
  );
}

/** Offers with their details, in the order of `ids`; no access check (search passes visible ids only). */
export const unsafeFindOffersDetails = loadDetails;
