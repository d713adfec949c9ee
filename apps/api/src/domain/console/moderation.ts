import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appeals, offers, users } from '../../db/schema';
import { conflictWith, NotFound, RuleViolation } from '../errors';
import type { Queryable } from '../accounts/tokens';
import { notifyInTransaction, type NotificationInput } from '../notifications/notify';
import { recordAudit, type AuditActor } from './audit';

/**
 * Issue 17, SPEC §1 and §4: staff flag a user or an offer unapproved (rules violation) with a reason
 * the owner reads, lift the flag, and mark either featured until a date. Each change commits with its
 * audit row and the owner's notification; the caller announces the returned notices after the commit.
 * The flag reaches search at once: the users/offers triggers of migrations 0015 and 0016 copy
 * `unapproved` and `featured` into every projection search reads, in the same statement.
 */
export type FlagSubject = 'USER' | 'OFFER';

/** The columns a flag and a featured mark live in, for either subject. */
type Flagged = {
  id: number;
  ownerId: number;
  name: string | null;
  unapproved: boolean;
  unapprovedReason: string | null;
  unapprovedAt: Date | null;
  featured: boolean;
  featuredUntil: Date | null;
  deletedAt: Date | null;
};

/** Locks and reads the flagged row (NotFound when absent or deleted: nothing to moderate any more). */
async function lockFlagged(tx: Queryable, subject: FlagSubject, id: number): Promise<Flagged> {
  const table = subject === 'USER' ? users : offers;
  const [row] = await tx
    .select({
      id: table.id,
      ownerId: subject === 'USER' ? users.id : offers.userId,
      name: subject === 'USER' ? sql<null>`null` : offers.name,
      unapproved: table.unapproved,
      unapprovedReason: table.unapprovedReason,
      unapprovedAt: table.unapprovedAt,
      featured: table.featured,
      featuredUntil: table.featuredUntil,
      deletedAt: table.deletedAt,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row || row.deletedAt !== null) throw new NotFound();
  return row as Flagged;
}

async function updateFlagged(
  tx: Queryable,
  subject: FlagSubject,
  id: number,
  values: Partial<
    Pick<
      typeof users.$inferInsert,
      'unapproved' | 'unapprovedReason' | 'unapprovedAt' | 'featured' | 'featuredUntil'
    >
  >,
) {
  if (subject === 'USER') await tx.update(users).set(values).where(eq(users.id, id));
  else await tx.update(offers).set(values).where(eq(offers.id, id));
}

const auditObject = (subject: FlagSubject): 'user' | 'offer' => (subject === 'USER' ? 'user' : 'offer');
const offerFacts = (row: Flagged) => (row.name === null ? {} : { offer_id: row.id, offer_name: row.name });

/** Flags the user or offer unapproved with `reason`; 409 when it is flagged already. */
export async function unapprove(
  db: Db,
  actor: AuditActor,
  subject: FlagSubject,
  id: number,
  reason: string,
  now = new Date(),
): Promise<NotificationInput[]> {
  return db.transaction(async (tx) => {
    const row = await lockFlagged(tx, subject, id);
    if (row.unapproved) throw conflictWith('console.refusals.alreadyUnapproved');
    await updateFlagged(tx, subject, id, { unapproved: true, unapprovedReason: reason, unapprovedAt: now });
    await recordAudit(tx, actor, {
      action: subject === 'USER' ? 'user.unapprove' : 'offer.unapprove',
      objectType: auditObject(subject),
      objectId: id,
      before: { unapproved: false },
      after: { unapproved: true, reason },
    });
    const notices: NotificationInput[] = [
      {
        userId: row.ownerId,
        kind: subject === 'USER' ? 'USER_UNAPPROVED' : 'OFFER_UNAPPROVED',
        data: { ...offerFacts(row), reason },
      },
    ];
    await notifyInTransaction(tx as Db, async () => notices);
    return notices;
  });
}

/**
 * Lifts the flag inside the caller's transaction (approve, or an accepted appeal): the pending appeal
 * of this flag, if any, is accepted with it. Answers the owner's notice.
 */
export async function liftFlag(
  tx: Queryable,
  actor: AuditActor,
  subject: FlagSubject,
  id: number,
  { note = null, now = new Date() }: { note?: string | null; now?: Date } = {},
): Promise<NotificationInput> {
  const row = await lockFlagged(tx, subject, id);
  if (!row.unapproved) throw conflictWith('console.refusals.notUnapproved');
  await updateFlagged(tx, subject, id, { unapproved: false, unapprovedReason: null, unapprovedAt: null });
  if (row.unapprovedAt !== null) {
    await tx
      .update(appeals)
      .set({ status: 'ACCEPTED', decisionNote: note, decidedBy: actor.staff.id, decidedAt: now })
      .where(
        and(
          eq(appeals.userId, row.ownerId),
          eq(appeals.subject, subject),
          subject === 'OFFER' ? eq(appeals.offerId, id) : sql`${appeals.offerId} is null`,
          eq(appeals.flaggedAt, row.unapprovedAt),
          eq(appeals.status, 'PENDING'),
        ),
      );
  }
  await recordAudit(tx, actor, {
    action: subject === 'USER' ? 'user.approve' : 'offer.approve',
    objectType: auditObject(subject),
    objectId: id,
    before: { unapproved: true, reason: row.unapprovedReason },
    after: { unapproved: false, ...(note ? { note } : {}) },
  });
  return {
    userId: row.ownerId,
    kind: subject === 'USER' ? 'USER_APPROVED' : 'OFFER_APPROVED',
    data: offerFacts(row),
  };
}

/** Lifts the flag of the user or offer; 409 when it is not flagged. */
export async function approve(
  db: Db,
  actor: AuditActor,
  subject: FlagSubject,
  id: number,
): Promise<NotificationInput[]> {
  return db.transaction(async (tx) => {
    const notices = [await liftFlag(tx, actor, subject, id)];
    await notifyInTransaction(tx as Db, async () => notices);
    return notices;
  });
}

/**
 * A date alone means the whole of that day (UTC): featured until the start of the next one. The time
 * must be in the future (422 otherwise).
 */
export function featuredUntilOf(until: string | null, now = new Date()): Date | null {
  if (until === null) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(until)
    ? new Date(Date.parse(`${until}T00:00:00Z`) + 24 * 60 * 60 * 1000)
    : new Date(until);
  if (Number.isNaN(date.getTime())) throw new RuleViolation({ until: 'console.dateInvalid' });
  if (date <= now) throw new RuleViolation({ until: 'console.featuredInPast' });
  return date;
}

/** Marks the user or offer featured until `until`, or not featured (null). */
export async function setFeatured(
  db: Db,
  actor: AuditActor,
  subject: FlagSubject,
  id: number,
  until: Date | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockFlagged(tx, subject, id);
    await updateFlagged(tx, subject, id, { featured: until !== null, featuredUntil: until });
    await recordAudit(tx, actor, {
      action: subject === 'USER' ? 'user.featured' : 'offer.featured',
      objectType: auditObject(subject),
      objectId: id,
      before: { featured: row.featured, featured_until: row.featuredUntil?.toISOString() ?? null },
      after: { featured: until !== null, featured_until: until?.toISOString() ?? null },
    });
  });
}

/**
 * Issue 17 job `featured-until` (every minute): users and offers whose featured date passed are
 * featured no more. Idempotent statements, so processes running it at once never fight.
 * Returns how many rows it cleared.
 */
export async function clearExpiredFeatured(db: Db): Promise<number> {
  const cleared = await db.transaction(async (tx) => {
    const expiredUsers = await tx
      .update(users)
      .set({ featured: false, featuredUntil: null })
      .where(and(eq(users.featured, true), sql`${users.featuredUntil} <= now()`))
      .returning({ id: users.id });
    const expiredOffers = await tx
      .update(offers)
      .set({ featured: false, featuredUntil: null })
      .where(and(eq(offers.featured, true), sql`${offers.featuredUntil} <= now()`))
      .returning({ id: offers.id });
    return expiredUsers.length + expiredOffers.length;
  });
  return cleared;
}
