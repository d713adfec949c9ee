import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, influencerCategories } from '../../db/schema';
import type { CategoryRow } from '../reference/findReferenceData';
import { RuleViolation } from '../errors';

/** The categories of a creator, by id. */
export async function findInfluencerCategories(db: Db, userId: number): Promise<CategoryRow[]> {
  const rows = await db
    .select({ category: categories })
    .from(influencerCategories)
    .innerJoin(categories, eq(categories.id, influencerCategories.categoryId))
    .where(eq(influencerCategories.userId, userId))
    .orderBy(asc(categories.id));
  return rows.map((r) => r.category);
}

/** SPEC §7 POST influencers/categories: adding a category the creator has already changes nothing. */
export async function addInfluencerCategory(db: Db, userId: number, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw new RuleViolation({ category_id: 'validation.category' });
  await db.insert(influencerCategories).values({ userId, categoryId }).onConflictDoNothing();
}

/** SPEC §7 DELETE influencers/categories/{id}: false when the creator did not have it. */
export async function removeInfluencerCategory(db: Db, userId: number, categoryId: number): Promise<boolean> {
  const removed = await db
    .delete(influencerCategories)
    .where(and(eq(influencerCategories.userId, userId), eq(influencerCategories.categoryId, categoryId)))
    .returning({ userId: influencerCategories.userId });
  return removed.length > 0;
}
