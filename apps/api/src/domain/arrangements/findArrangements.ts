import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_ARRANGEMENT_STATUSES, type TArrangementListQuery } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, messages, offers, reviews, users } from '../../db/schema';
import type { UserSummaryRow } from '../../presenters/userSummary';
import { summaryColumns } from '../users/summaryColumns';
import {
  loadCollaborations,
  loadMessageFiles,
  type Collaboration,
  type PrivateFileRow,
} from './collaboration';

export type ArrangementRow = typeof arrangements.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** An arrangement with everything its answer shows to one viewer. */
export type ArrangementDetails = {
  arrangement: ArrangementRow;
  offer: { id: number; name: string; type: 'INFLUENCER_OFFER' | 'ADVERTISER_OFFER' };
  requester: UserSummaryRow;
  receiver: UserSummaryRow;
  lastMessage: MessageRow | null;
  /** Issue 16: the files of the last message. */
  lastMessageFiles: PrivateFileRow[];
  /** The viewer's own review, once given. */
  myReview: { rating: number; comment: string | null } | null;
  /** Issue 16: the open counter-offer and the deliveries. */
  collaboration: Collaboration;
};

/**
 * The arrangement row with no access check: callers decide with policies/arrangements.ts before they
 * use or show it.
 */
export async function unsafeFindArrangement(db: Db, id: number): Promise<ArrangementRow | undefined> {
  const [row] = await db.select().from(arrangements).where(eq(arrangements.id, id));
  return row;
}

/** Offer, both participants, last message and the viewer's review of the given rows, in their order. */
export async function loadArrangementDetails(
  db: Db,
  rows: ArrangementRow[],
  viewerId: number,
): Promise<ArrangementDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const offerIds = [...new Set(rows.map((r) => r.offerId))];
  const userIds = [...new Set(rows.flatMap((r) => [r.requesterId, r.receiverId]))];
  const [offerRows, userRows, lastMessages, reviewRows, collaborations] = await Promise.all([
    db
      .select({ id: offers.id, name: offers.name, type: offers.type })
      .from(offers)
      .where(inArray(offers.id, offerIds)),
    db.select(summaryColumns).from(users).where(inArray(users.id, userIds)),
    db
      .selectDistinctOn([messages.arrangementId])
      .from(messages)
      .where(inArray(messages.arrangementId, ids))
      .orderBy(messages.arrangementId, desc(messages.createdAt), desc(messages.id)),
    db
      .select({ arrangementId: reviews.arrangementId, rating: reviews.rating, comment: reviews.comment })
      .from(reviews)
      .where(and(inArray(reviews.arrangementId, ids), eq(reviews.reviewerId, viewerId))),
    loadCollaborations(db, ids),
  ]);
  const lastFiles = await loadMessageFiles(
    db,
    lastMessages.map((m) => m.id),
  );
  const offerById = new Map(offerRows.map((o) => [o.id, o]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const lastById = new Map(lastMessages.map((m) => [m.arrangementId, m]));
  const reviewById = new Map(reviewRows.map((r) => [r.arrangementId, r]));
  return rows.map((arrangement) => ({
    arrangement,
    offer: offerById.get(arrangement.offerId)!,
    requester: userById.get(arrangement.requesterId)!,
    receiver: userById.get(arrangement.receiverId)!,
    lastMessage: lastById.get(arrangement.id) ?? null,
    lastMessageFiles: lastFiles.get(lastById.get(arrangement.id)?.id ?? -1) ?? [],
    myReview: reviewById.get(arrangement.id) ?? null,
    collaboration: collaborations.get(arrangement.id)!,
  }));
}

/** SPEC §4: REQUESTED and IN_PROGRESS count as active. */
const isActive = () => inArray(arrangements.status, [...ACTIVE_ARRANGEMENT_STATUSES]);

const isParticipant = (userId: number) =>
  or(eq(arrangements.requesterId, userId), eq(arrangements.receiverId, userId));

/** LIKE pattern of a literal text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The other party's name or company, or the offer's name, contains the text (accents and case ignored). */
function matchesText(userId: number, text: string): SQL {
  const pattern = sql`spona_unaccent(lower(${likePattern(text)}))`;
  return sql`(
    exists (select 1 from ${users} u where u.id = case when ${arrangements.requesterId} = ${userId}
      then ${arrangements.receiverId} else ${arrangements.requesterId} end
      and spona_unaccent(lower(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.company, ''))) like ${pattern})
    or exists (select 1 from ${offers} o where o.id = ${arrangements.offerId}
      and spona_unaccent(lower(o.name)) like ${pattern})
  )`;
}

/**
 * SPEC §2 messenger tabs: the user's active (REQUESTED, IN_PROGRESS) or history arrangements, most
 * recent activity first, optionally those whose other party or offer name contains `text`.
 */
export async function findUserArrangementPage(
  db: Db,
  userId: number,
  query: TArrangementListQuery,
): Promise<{ rows: ArrangementRow[]; total: number }> {
  const active = isActive();
  const conditions = [
    isParticipant(userId),
    query.tab === 'active' ? active : sql`not ${active}`,
    ...(query.text ? [matchesText(userId, query.text)] : []),
  ];
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(arrangements)
      .where(where)
      .orderBy(desc(arrangements.lastActivityAt), desc(arrangements.id))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(arrangements)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
