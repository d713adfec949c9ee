import { and, desc, eq, sql } from 'drizzle-orm';
import { PUBLIC_FEATURED_LIMIT, PUBLIC_TOP_LIMIT } from '@spona/contracts';
import type { Db } from '../../db/client';
import { offers, users } from '../../db/schema';
import { isVisibleOffer } from '../offers/visibility';
import { isVisibleUser } from '../users/visibility';

const visibleCreator = () => and(eq(users.type, 'INFLUENCER'), isVisibleUser());
const byRank = [desc(users.searchRankBase), sql`${users.id} ASC`];

/** SPEC §7 GET public/featured: ids of featured visible creators (best rank first) and offers (newest first). */
export async function findFeaturedIds(db: Db): Promise<{ creatorIds: number[]; offerIds: number[] }> {
  const [creatorRows, offerRows] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(visibleCreator(), eq(users.featured, true)))
      .orderBy(...byRank)
      .limit(PUBLIC_FEATURED_LIMIT),
    db
      .select({ id: offers.id })
      .from(offers)
      .where(and(isVisibleOffer(), eq(offers.featured, true)))
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(PUBLIC_FEATURED_LIMIT),
  ]);
  return { creatorIds: creatorRows.map((r) => r.id), offerIds: offerRows.map((r) => r.id) };
}

/** SPEC §7 GET public/top: ids of the visible creators with the highest search rank (docs/search-rank.md). */
export async function findTopCreatorIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(visibleCreator())
    .orderBy(...byRank)
    .limit(PUBLIC_TOP_LIMIT);
  return rows.map((r) => r.id);
}
