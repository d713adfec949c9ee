import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ACTIVE_ARRANGEMENT_STATUSES, type TTypeRequestStatus, type TUserType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { accountTypeRequests, arrangements, offers, users } from '../../db/schema';
import { conflictWith, databaseErrorOf, NotFound, PG_UNIQUE_VIOLATION } from '../errors';
import { notifyInTransaction, type NotificationInput } from '../notifications/notify';
import { recordAudit, type AuditActor } from './audit';
import { unsafeLoadUserRefs, type UserRefRow } from './userRefs';

export type TypeRequestRow = typeof accountTypeRequests.$inferSelect;
/** A request as the console lists it: who asks, and what approval would meet. */
export type TypeRequestItem = {
  request: TypeRequestRow;
  user: UserRefRow;
  activeArrangements: number;
  offersToArchive: number;
};

const otherTypeOf = (type: TUserType): TUserType => (type === 'INFLUENCER' ? 'ADVERTISER' : 'INFLUENCER');
const pendingConflict = () => conflictWith('console.refusals.typeRequestPending');

/**
 * SPEC §1, §5, issue 17, POST settings/account-type-request: the user asks support to make them the
 * other type, with a reason. One pending request at a time (409; the partial unique index decides a
 * race).
 */
export async function createTypeRequest(
  db: Db,
  user: { id: number; type: TUserType },
  reason: string,
): Promise<TypeRequestRow> {
  const [pending] = await db
    .select({ id: accountTypeRequests.id })
    .from(accountTypeRequests)
    .where(and(eq(accountTypeRequests.userId, user.id), eq(accountTypeRequests.status, 'PENDING')));
  if (pending) throw pendingConflict();
  try {
    const [row] = await db
      .insert(accountTypeRequests)
      .values({ userId: user.id, fromType: user.type, toType: otherTypeOf(user.type), reason })
      .returning();
    return row!;
  } catch (err) {
    if (databaseErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw pendingConflict();
    throw err;
  }
}

/** The user's latest account-type request, or undefined. */
export async function findLatestTypeRequest(db: Db, userId: number): Promise<TypeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTypeRequests)
    .where(eq(accountTypeRequests.userId, userId))
    .orderBy(desc(accountTypeRequests.createdAt), desc(accountTypeRequests.id))
    .limit(1);
  return row;
}

const isActive = inArray(arrangements.status, [...ACTIVE_ARRANGEMENT_STATUSES]);

/** Active arrangements (SPEC §4: requested or in progress) each user takes part in, either side. */
async function countActiveArrangements(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: users.id, total: count() })
    .from(users)
    .innerJoin(
      arrangements,
      and(or(eq(arrangements.requesterId, users.id), eq(arrangements.receiverId, users.id)), isActive),
    )
    .where(inArray(users.id, userIds))
    .groupBy(users.id);
  return new Map(rows.map((r) => [r.userId, r.total]));
}

/** Each user's offers not deleted yet: what the other type cannot have (an ad is not a service). */
async function countOffersToArchive(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: offers.userId, total: count() })
    .from(offers)
    .where(and(inArray(offers.userId, userIds), isNull(offers.deletedAt)))
    .groupBy(offers.userId);
  return new Map(rows.map((r) => [r.userId, r.total]));
}

async function withFacts(db: Db, rows: TypeRequestRow[]): Promise<TypeRequestItem[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  // One after the other: this also runs inside a transaction (one connection).
  const refs = await unsafeLoadUserRefs(db, userIds);
  const active = await countActiveArrangements(db, userIds);
  const toArchive = await countOffersToArchive(db, userIds);
  return rows.map((request) => ({
    request,
    user: refs.get(request.userId)!,
    activeArrangements: active.get(request.userId) ?? 0,
    offersToArchive: toArchive.get(request.userId) ?? 0,
  }));
}

/**
 * Issue 17, GET console/type-requests: pending requests oldest first (the queue), decided ones newest
 * first, each with the active arrangements that block approval and the offers it would archive.
 */
export async function unsafeFindTypeRequests(
  db: Db,
  { status, skip, limit }: { status: TTypeRequestStatus; skip: number; limit: number },
): Promise<{ rows: TypeRequestItem[]; total: number }> {
  const where = eq(accountTypeRequests.status, status);
  const isPending = status === 'PENDING';
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(accountTypeRequests)
      .where(where)
      .orderBy(
        isPending ? asc(accountTypeRequests.createdAt) : desc(accountTypeRequests.decidedAt),
        isPending ? asc(accountTypeRequests.id) : desc(accountTypeRequests.id),
      )
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(accountTypeRequests).where(where),
  ]);
  return { rows: await withFacts(db, rows), total: counted?.total ?? 0 };
}

/** Locks a pending request: NotFound, or 409 when it is decided already. */
async function lockPendingRequest(tx: Db, id: number): Promise<TypeRequestRow> {
  const [request] = await tx
    .select()
    .from(accountTypeRequests)
    .where(eq(accountTypeRequests.id, id))
    .for('update');
  if (!request) throw new NotFound();
  if (request.status !== 'PENDING') {
    throw conflictWith('console.refusals.typeRequestDecided');
  }
  return request;
}

export type TypeDecision = { approve: true; note?: string } | { approve: false; reason: string };

/**
 * SPEC §1, issue 17: staff decide an account-type request, in one transaction with its audit row and
 * the user's notification. Approval changes users.type only while the user has no active arrangement
 * (409 naming how many: the state machine's sides would change under them), and archives what the
 * new type cannot have: the user's offers (a creator's services, an advertiser's ads) are stopped and
 * soft-deleted, which takes them out of search (offers.listed) while arrangements keep naming them.
 * Creator data (social accounts, categories, portfolio) stays: no constraint ties it to the type and
 * it is shown for creators only. The user's sessions keep working (the user row is read per request).
 */
export async function decideTypeRequest(
  db: Db,
  actor: AuditActor,
  id: number,
  decision: TypeDecision,
): Promise<{ item: TypeRequestItem; notices: NotificationInput[] }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const request = await lockPendingRequest(tx, id);
    const [user] = await tx.select().from(users).where(eq(users.id, request.userId)).for('update');
    if (!user) throw new NotFound();
    let archived: number[] = [];
    if (decision.approve) {
      const active = (await countActiveArrangements(tx, [user.id])).get(user.id) ?? 0;
      if (active > 0) {
        throw conflictWith('console.refusals.typeRequestActiveArrangements', { count: active });
      }
      await tx.update(users).set({ type: request.toType }).where(eq(users.id, user.id));
      archived = (
        await tx
          .update(offers)
          .set({ status: 'STOPPED', deletedAt: sql`now()` })
          .where(and(eq(offers.userId, user.id), isNull(offers.deletedAt)))
          .returning({ id: offers.id })
      ).map((o) => o.id);
    }
    const note = decision.approve ? (decision.note ?? null) : decision.reason;
    const [decided] = await tx
      .update(accountTypeRequests)
      .set({
        status: decision.approve ? 'APPROVED' : 'REFUSED',
        decisionNote: note,
        decidedBy: actor.staff.id,
        decidedAt: new Date(),
      })
      .where(eq(accountTypeRequests.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: decision.approve ? 'type_request.approve' : 'type_request.refuse',
      objectType: 'type_request',
      objectId: id,
      before: { status: request.status, user_type: user.type },
      after: {
        status: decided!.status,
        user_id: user.id,
        user_type: decision.approve ? request.toType : user.type,
        note,
        ...(decision.approve ? { archived_offers: archived } : {}),
      },
    });
    const notices: NotificationInput[] = [
      {
        userId: user.id,
        kind: decision.approve ? 'ACCOUNT_TYPE_APPROVED' : 'ACCOUNT_TYPE_REFUSED',
        data: { account_type: request.toType, ...(note ? { reason: note } : {}) },
      },
    ];
    await notifyInTransaction(tx, async () => notices);
    return { item: (await withFacts(tx, [decided!]))[0]!, notices };
  });
}
