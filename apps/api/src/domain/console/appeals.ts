import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAppealCreate, TConsoleAppeal, TModerationFlag, ZConsoleAppealFilter } from '@spona/contracts';
import type { Db } from '../../db/client';
import { appeals, offers, users } from '../../db/schema';
import {
  presentAppeal,
  presentConsoleUserRef,
  presentModerationFlag,
  type AppealRow,
} from '../../presenters/consoleUser';
import { conflictWith, databaseErrorOf, NotFound, PG_UNIQUE_VIOLATION, RuleViolation } from '../errors';
import type { Queryable, UserRow } from '../accounts/tokens';
import { notifyInTransaction, type NotificationInput } from '../notifications/notify';
import { recordAudit, type AuditActor } from './audit';
import { liftFlag } from './moderation';

/**
 * Issue 17: the owner of an unapproved user or offer appeals once per flag with a message; the appeal
 * waits in the console's queue, where staff accept it (the flag is lifted) or refuse it with a reason.
 */

/** POST appeals: the caller's appeal of their own flag (the account's, or one of their offers'). */
export async function createAppeal(db: Db, userId: number, input: TAppealCreate): Promise<AppealRow> {
  return db.transaction(async (tx) => {
    let flaggedAt: Date | null;
    if (input.subject === 'USER') {
      const [own] = await tx
        .select({ unapproved: users.unapproved, unapprovedAt: users.unapprovedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!own?.unapproved) throw conflictWith('console.refusals.notFlagged');
      flaggedAt = own.unapprovedAt;
      // A flag older than issue 17 has no time: it gets one now, so it is appealed once too.
      if (flaggedAt === null) {
        flaggedAt = new Date();
        await tx.update(users).set({ unapprovedAt: flaggedAt }).where(eq(users.id, userId));
      }
    } else {
      if (input.offer_id === undefined) throw new RuleViolation({ offer_id: 'console.appealOfferRequired' });
      const [offer] = await tx
        .select({ unapproved: offers.unapproved, unapprovedAt: offers.unapprovedAt })
        .from(offers)
        .where(and(eq(offers.id, input.offer_id), eq(offers.userId, userId), isNull(offers.deletedAt)))
        .for('update');
      // Someone else's offer is no business of the caller's: as if it did not exist.
      if (!offer) throw new NotFound();
      if (!offer.unapproved) throw conflictWith('console.refusals.notFlagged');
      flaggedAt = offer.unapprovedAt;
      if (flaggedAt === null) {
        flaggedAt = new Date();
        await tx.update(offers).set({ unapprovedAt: flaggedAt }).where(eq(offers.id, input.offer_id));
      }
    }
    try {
      const [row] = await tx.transaction(async (savepoint) =>
        savepoint
          .insert(appeals)
          .values({
            userId,
            subject: input.subject,
            offerId: input.subject === 'OFFER' ? input.offer_id! : null,
            flaggedAt: flaggedAt!,
            message: input.message,
          })
          .returning(),
      );
      return row!;
    } catch (err) {
      if (databaseErrorOf(err)?.code === PG_UNIQUE_VIOLATION)
        throw conflictWith('console.refusals.appealExists');
      throw err;
    }
  });
}

/** The appeals of the flags a user's own offers carry now, by offer id (for the owner's editor). */
export async function findOfferAppeals(db: Queryable, userId: number): Promise<Map<number, AppealRow>> {
  const rows = await db
    .select({ appeal: appeals })
    .from(appeals)
    .innerJoin(offers, eq(offers.id, appeals.offerId))
    .where(
      and(
        eq(appeals.userId, userId),
        eq(appeals.subject, 'OFFER'),
        eq(offers.unapproved, true),
        eq(appeals.flaggedAt, offers.unapprovedAt),
      ),
    );
  return new Map(rows.map((r) => [r.appeal.offerId!, r.appeal]));
}

/** The user's own flag as they read it in the profile editor (one query only when flagged). */
export async function findOwnModeration(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'unapproved' | 'unapprovedReason' | 'unapprovedAt'>,
): Promise<TModerationFlag> {
  if (!user.unapproved || user.unapprovedAt === null) return presentModerationFlag(user, null);
  const [appeal] = await db
    .select()
    .from(appeals)
    .where(
      and(eq(appeals.userId, user.id), eq(appeals.subject, 'USER'), eq(appeals.flaggedAt, user.unapprovedAt)),
    )
    .limit(1);
  return presentModerationFlag(user, appeal);
}

/** GET console/appeals: by status; pending ones oldest first (a queue), decided ones newest first. */
export async function findConsoleAppeals(
  db: Db,
  filter: z.infer<typeof ZConsoleAppealFilter>,
): Promise<{ data: TConsoleAppeal[]; total: number }> {
  const where = eq(appeals.status, filter.status);
  const order =
    filter.status === 'PENDING'
      ? [asc(appeals.createdAt), asc(appeals.id)]
      : [desc(appeals.decidedAt), desc(appeals.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ appeal: appeals, user: users, offerName: offers.name, offerReason: offers.unapprovedReason })
      .from(appeals)
      .innerJoin(users, eq(users.id, appeals.userId))
      .leftJoin(offers, eq(offers.id, appeals.offerId))
      .where(where)
      .orderBy(...order)
      .offset(filter.skip)
      .limit(filter.limit),
    db.select({ total: count() }).from(appeals).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    data: rows.map((r) => ({
      ...presentAppeal(r.appeal),
      user: presentConsoleUserRef(r.user),
      offer_name: r.offerName,
      flag_reason: r.appeal.subject === 'USER' ? r.user.unapprovedReason : r.offerReason,
    })),
  };
}

/** The appeals of some users (the console's user page). */
export async function findAppealsOf(db: Queryable, userIds: number[]): Promise<AppealRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(appeals)
    .where(inArray(appeals.userId, userIds))
    .orderBy(desc(appeals.createdAt), desc(appeals.id));
}

async function lockPendingAppeal(tx: Queryable, id: number): Promise<AppealRow> {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update');
  if (!row) throw new NotFound();
  if (row.status !== 'PENDING') throw conflictWith('console.refusals.appealDecided');
  return row;
}

/** POST console/appeals/{id}/accept: the flag is lifted (like approve), the appeal accepted with the note. */
export async function acceptAppeal(
  db: Db,
  actor: AuditActor,
  id: number,
  note: string | null,
): Promise<NotificationInput[]> {
  return db.transaction(async (tx) => {
    const appeal = await lockPendingAppeal(tx, id);
    const subjectId = appeal.subject === 'USER' ? appeal.userId : appeal.offerId!;
    const notice = await liftFlag(tx, actor, appeal.subject, subjectId, { note });
    await recordAudit(tx, actor, {
      action: 'appeal.accept',
      objectType: 'appeal',
      objectId: id,
      before: { status: 'PENDING' },
      after: { status: 'ACCEPTED', note },
    });
    const notices = [notice];
    await notifyInTransaction(tx as Db, async () => notices);
    return notices;
  });
}

/** POST console/appeals/{id}/refuse: the flag stays; the owner reads the reason (APPEAL_REFUSED). */
export async function refuseAppeal(
  db: Db,
  actor: AuditActor,
  id: number,
  reason: string,
  now = new Date(),
): Promise<NotificationInput[]> {
  return db.transaction(async (tx) => {
    const appeal = await lockPendingAppeal(tx, id);
    await tx
      .update(appeals)
      .set({ status: 'REFUSED', decisionNote: reason, decidedBy: actor.staff.id, decidedAt: now })
      .where(eq(appeals.id, id));
    await recordAudit(tx, actor, {
      action: 'appeal.refuse',
      objectType: 'appeal',
      objectId: id,
      before: { status: 'PENDING' },
      after: { status: 'REFUSED', reason },
    });
    const [offer] =
      appeal.offerId === null
        ? []
        : await tx.select({ name: offers.name }).from(offers).where(eq(offers.id, appeal.offerId));
    const notices: NotificationInput[] = [
      {
        userId: appeal.userId,
        kind: 'APPEAL_REFUSED',
        data: { reason, ...(offer ? { offer_id: appeal.offerId!, offer_name: offer.name } : {}) },
      },
    ];
    await notifyInTransaction(tx as Db, async () => notices);
    return notices;
  });
}
