import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TOfferCreate, TOfferTargeting, TOfferUpdate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { categories, offerCategories, offers } from '../../db/schema';
import { databaseErrorOf, PG_CHECK_VIOLATION, RuleViolation } from '../errors';
import type { OfferRow } from './findOffers';

type OfferValues = Partial<typeof offers.$inferInsert>;

/** Columns of the targeting object; a given targeting replaces the whole of it (absent fields = none). */
function targetingValues(t: TOfferTargeting): OfferValues {
  return {
    gender: t.gender ?? null,
    ageFrom: t.age_from ?? null,
    ageTo: t.age_to ?? null,
    locationId: t.location_id ?? null,
    city: t.city || null,
    followersFrom: t.followers_from ?? null,
    followersTo: t.followers_to ?? null,
    engagementFrom: t.engagement_from ?? null,
    engagementTo: t.engagement_to ?? null,
  };
}

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Maps the fields present in the input to columns; absent fields are left out (kept on update). */
function offerValues(input: TOfferUpdate): OfferValues {
  const values: OfferValues = {
    name: input.name,
    description: input.description === undefined ? undefined : input.description || null,
    descriptionEn: input.description_en === undefined ? undefined : input.description_en || null,
    type: input.type,
    price: input.price,
    influencersNeeded: input.influencers_needed,
    status: input.status,
    startsAt: date(input.starts_at),
    endsAt: date(input.ends_at),
    ...(input.targeting === undefined ? {} : targetingValues(input.targeting)),
  };
  if (input.compensation !== undefined) {
    const c = input.compensation;
    values.compensationKind = c?.kind ?? null;
    values.compensationAmount = c?.kind === 'MONEY' ? c.amount : null;
    values.compensationShowAmount = c?.kind === 'MONEY' ? c.show_amount : true;
    values.compensationDescription = c?.kind === 'GIVEAWAY' ? c.description : null;
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as OfferValues;
}

/** Which field a failed check constraint of `offers` belongs to (a partial update can break a range). */
const CHECK_FIELDS: Record<string, string> = {
  offers_age_range_check: 'targeting.age_to',
  offers_followers_range_check: 'targeting.followers_to',
  offers_engagement_range_check: 'targeting.engagement_to',
  offers_period_check: 'ends_at',
};
const CHECK_MESSAGES: Record<string, string> = { ends_at: 'validation.period' };

function asRuleViolation(err: unknown): never {
  const db = databaseErrorOf(err);
  if (db?.code === PG_CHECK_VIOLATION) {
    const field = CHECK_FIELDS[db.constraint ?? ''] ?? '_';
    throw new RuleViolation({ [field]: CHECK_MESSAGES[field] ?? 'validation.range' });
  }
  throw err;
}

/** Refuses category ids that do not exist ('Choose one of the allowed values.'). */
async function assertCategoriesExist(db: Db, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique));
  if (found.length !== unique.length) throw new RuleViolation({ [field]: 'validation.category' });
}

/** SPEC §7 POST offers: the offer and its category links in one transaction. */
export async function createOffer(db: Db, userId: number, input: TOfferCreate): Promise<number> {
  await assertCategoriesExist(db, input.categories, 'categories');
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(offers)
        .values({ ...offerValues(input), userId, type: input.type, name: input.name })
        .returning({ id: offers.id });
      const offerId = row!.id;
      const ids = [...new Set(input.categories)];
      if (ids.length > 0) {
        await tx.insert(offerCategories).values(ids.map((categoryId) => ({ offerId, categoryId })));
      }
      return offerId;
    })
    .catch(asRuleViolation);
}

/** SPEC §7 PUT offers/{id}: the given fields; `categories`, when given, replaces the links. */
export async function updateOffer(db: Db, offer: OfferRow, input: TOfferUpdate): Promise<void> {
  if (input.categories) await assertCategoriesExist(db, input.categories, 'categories');
  await db
    .transaction(async (tx) => {
      const values = offerValues(input);
      if (Object.keys(values).length > 0) await tx.update(offers).set(values).where(eq(offers.id, offer.id));
      else await tx.update(offers).set({ updatedAt: new Date() }).where(eq(offers.id, offer.id));
      if (input.categories) {
        await tx.delete(offerCategories).where(eq(offerCategories.offerId, offer.id));
        const ids = [...new Set(input.categories)];
        if (ids.length > 0) {
          await tx
            .insert(offerCategories)
            .values(ids.map((categoryId) => ({ offerId: offer.id, categoryId })));
        }
      }
    })
    .catch(asRuleViolation);
}

/**
 * SPEC §7 DELETE offers/{id}: a soft delete, so arrangements that name the offer keep it; the offer
 * is stopped too so that no job or search sees it as active again.
 */
export async function deleteOffer(db: Db, offerId: number): Promise<void> {
  await db
    .update(offers)
    .set({ deletedAt: sql`now()`, status: 'STOPPED' })
    .where(eq(offers.id, offerId));
}

/** SPEC §7 POST offers/categories: adding a link that exists already changes nothing. */
export async function linkOfferCategory(db: Db, offerId: number, categoryId: number): Promise<void> {
  await assertCategoriesExist(db, [categoryId], 'category_id');
  await db.insert(offerCategories).values({ offerId, categoryId }).onConflictDoNothing();
  await db.update(offers).set({ updatedAt: new Date() }).where(eq(offers.id, offerId));
}

/** SPEC §7 DELETE offers/categories/{id}: false when the offer had no such category. */
export async function unlinkOfferCategory(db: Db, offerId: number, categoryId: number): Promise<boolean> {
  const removed = await db
    .delete(offerCategories)
    .where(and(eq(offerCategories.offerId, offerId), eq(offerCategories.categoryId, categoryId)))
    .returning({ offerId: offerCategories.offerId });
  return removed.length > 0;
}
