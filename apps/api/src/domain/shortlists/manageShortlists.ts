import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SHORTLIST_MAX_CREATORS, SHORTLIST_MAX_LISTS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { shortlistCreators, shortlists, users } from '../../db/schema';
import { isVisibleCreator } from '../../policies/campaigns';
import { databaseErrorOf, NotFound, PG_UNIQUE_VIOLATION, RuleViolation } from '../errors';
import { findCreatorCards, type CreatorCardFacts } from '../search/findCreatorCards';
import { isVisibleUser } from '../users/visibility';
import { lockOwner } from './lockOwner';

export type ShortlistRow = typeof shortlists.$inferSelect;
export type ShortlistSummary = ShortlistRow & { creatorIds: number[] };
export type ShortlistEntry = { card: CreatorCardFacts; note: string | null; addedAt: Date };

/** Issue 20: shortlists and their saved creators, private to the owner (the routes ask policies/campaigns). */

/** The shortlist row, no access check: the caller asks `isOwnedBy` before it uses or shows it. */
export async function unsafeFindShortlist(db: Db, id: number): Promise<ShortlistRow | undefined> {
  const [row] = await db.select().from(shortlists).where(eq(shortlists.id, id));
  return row;
}

/**
 * The saved creators others may see (SPEC §4) of a shortlist, as ids, last saved first; one whose
 * account support turned into an advertiser's (issue 17) is no creator any more.
 */
const visibleCreatorIds = (shortlistId: SQL) =>
  sql<number[]>`coalesce((SELECT array_agg(sc.creator_id ORDER BY sc.created_at DESC, sc.creator_id)
    FROM ${shortlistCreators} sc JOIN ${users} u ON u.id = sc.creator_id
    WHERE sc.shortlist_id = ${shortlistId} AND u.type = 'INFLUENCER' AND u.deleted_at IS NULL
      AND NOT u.unapproved), '{}')`;

/** The owner's shortlists, in the order they were made, each with the ids of its visible creators. */
export async function findOwnShortlists(db: Db, ownerId: number): Promise<ShortlistSummary[]> {
  const rows = await db
    .select({ shortlist: shortlists, creatorIds: visibleCreatorIds(sql`${shortlists.id}`) })
    .from(shortlists)
    .where(eq(shortlists.ownerId, ownerId))
    .orderBy(asc(shortlists.createdAt), asc(shortlists.id));
  return rows.map((r) => ({ ...r.shortlist, creatorIds: r.creatorIds.map(Number) }));
}

/** A list's saved creators others may see (SPEC §4), last saved first, with their cards. */
export async function findShortlistEntries(db: Db, shortlistId: number): Promise<ShortlistEntry[]> {
  const rows = await db
    .select({
      creatorId: shortlistCreators.creatorId,
      note: shortlistCreators.note,
      addedAt: shortlistCreators.createdAt,
    })
    .from(shortlistCreators)
    .innerJoin(users, eq(users.id, shortlistCreators.creatorId))
    .where(and(eq(shortlistCreators.shortlistId, shortlistId), eq(users.type, 'INFLUENCER'), isVisibleUser()))
    .orderBy(desc(shortlistCreators.createdAt), asc(shortlistCreators.creatorId));
  const cards = await findCreatorCards(
    db,
    rows.map((r) => r.creatorId),
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.creatorId);
    return card ? [{ card, note: r.note, addedAt: r.addedAt }] : [];
  });
}

/** Two lists of one owner may not share a name (letter case aside): the web tells them apart by it. */
async function withUniqueName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (databaseErrorOf(err)?.code === PG_UNIQUE_VIOLATION) {
      throw new RuleViolation({ name: 'shortlists.nameTaken' }, { kind: 'conflict' });
    }
    throw err;
  }
}

/** POST shortlists: a new list, within SHORTLIST_MAX_LISTS per owner (counted under the owner's lock). */
export async function createShortlist(db: Db, ownerId: number, name: string): Promise<ShortlistRow> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      await lockOwner(tx as unknown as Db, ownerId);
      const [{ lists } = { lists: 0 }] = await tx
        .select({ lists: count() })
        .from(shortlists)
        .where(eq(shortlists.ownerId, ownerId));
      if (lists >= SHORTLIST_MAX_LISTS) {
        throw new RuleViolation(
          {},
          { message: 'shortlists.tooMany', vars: { maximum: SHORTLIST_MAX_LISTS } },
        );
      }
      const [row] = await tx.insert(shortlists).values({ ownerId, name }).returning();
      return row!;
    }),
  );
}

/** PUT shortlists/{id}: renames the list. */
export async function renameShortlist(db: Db, id: number, name: string): Promise<ShortlistRow> {
  return withUniqueName(async () => {
    const [row] = await db.update(shortlists).set({ name }).where(eq(shortlists.id, id)).returning();
    // Deleted by its owner's other request in the meantime.
    if (!row) throw new NotFound();
    return row;
  });
}

/** DELETE shortlists/{id}: the list and its saved creators. */
export async function deleteShortlist(db: Db, id: number): Promise<void> {
  await db.delete(shortlists).where(eq(shortlists.id, id));
}

/**
 * POST shortlists/{id}/creators: saves a creator others may see into the list, within
 * SHORTLIST_MAX_CREATORS, or (saved already) changes their note: `note` undefined keeps it. `isNew`
 * says which. The list row is locked, so two saves at once count right.
 */
export async function saveShortlistCreator(
  db: Db,
  shortlistId: number,
  input: { creatorId: number; note: string | null | undefined },
): Promise<{ isNew: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: shortlists.id })
      .from(shortlists)
      .where(eq(shortlists.id, shortlistId))
      .for('update');
    const [creator] = await tx.select().from(users).where(eq(users.id, input.creatorId));
    if (!creator || !isVisibleCreator(creator)) {
      throw new RuleViolation({ user_id: 'shortlists.notACreator' });
    }
    const saved = and(
      eq(shortlistCreators.shortlistId, shortlistId),
      eq(shortlistCreators.creatorId, creator.id),
    );
    const [existing] = await tx.select().from(shortlistCreators).where(saved);
    if (existing) {
      if (input.note !== undefined) await tx.update(shortlistCreators).set({ note: input.note }).where(saved);
    } else {
      const [{ saved: total } = { saved: 0 }] = await tx
        .select({ saved: count() })
        .from(shortlistCreators)
        .where(eq(shortlistCreators.shortlistId, shortlistId));
      if (total >= SHORTLIST_MAX_CREATORS) {
        throw new RuleViolation(
          {},
          { message: 'shortlists.full', vars: { maximum: SHORTLIST_MAX_CREATORS } },
        );
      }
      await tx
        .insert(shortlistCreators)
        .values({ shortlistId, creatorId: creator.id, note: input.note ?? null });
    }
    await tx.update(shortlists).set({ updatedAt: new Date() }).where(eq(shortlists.id, shortlistId));
    return { isNew: !existing };
  });
}

/** DELETE shortlists/{id}/creators/{userId}: takes the creator out of the list (saved or not, the same). */
export async function removeShortlistCreator(db: Db, shortlistId: number, creatorId: number): Promise<void> {
  const removed = await db
    .delete(shortlistCreators)
    .where(and(eq(shortlistCreators.shortlistId, shortlistId), eq(shortlistCreators.creatorId, creatorId)))
    .returning({ id: shortlistCreators.creatorId });
  if (removed.length > 0) {
    await db.update(shortlists).set({ updatedAt: new Date() }).where(eq(shortlists.id, shortlistId));
  }
}

/** One saved creator of the list with their card (the answer of a save), if others may see them. */
export async function findShortlistEntry(
  db: Db,
  shortlistId: number,
  creatorId: number,
): Promise<ShortlistEntry | undefined> {
  const [row] = await db
    .select({ note: shortlistCreators.note, addedAt: shortlistCreators.createdAt })
    .from(shortlistCreators)
    .where(and(eq(shortlistCreators.shortlistId, shortlistId), eq(shortlistCreators.creatorId, creatorId)));
  const card = (await findCreatorCards(db, [creatorId])).get(creatorId);
  return row && card ? { card, note: row.note, addedAt: row.addedAt } : undefined;
}
