import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountTypeRequests,
  analyticsEvents,
  appeals,
  arrangements,
  bugReports,
  eventLog,
  messages,
  notifications,
  offerImages,
  offers,
  portfolioItems,
  problemReports,
  reviews,
  socialAccounts,
  users,
} from '../../db/schema';
import { deleteAccount } from '../accounts/deleteAccount';
import type { UserRow } from '../accounts/tokens';
import { createVerificationToken } from '../accounts/verification';
import { conflictWith, NotFound } from '../errors';
import { recordAudit, type AuditActor } from './audit';

/**
 * Issue 17: what staff do to a user's account on their behalf: resend the confirmation mail, export
 * their data (GDPR access), delete the account at their request. Each is audited in its transaction.
 */

async function findLiveUser(db: Pick<Db, 'select'>, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt !== null) throw new NotFound();
  return user;
}

/**
 * POST console/users/{id}/resend-confirmation: a new confirmation link (the mail is the caller's, after
 * the commit, with domain/accounts/verification's sendVerificationMail); 409 when already confirmed.
 */
export async function renewConfirmation(
  db: Db,
  actor: AuditActor,
  userId: number,
): Promise<{ user: UserRow; token: string }> {
  return db.transaction(async (tx) => {
    const user = await findLiveUser(tx, userId);
    if (user.emailVerifiedAt !== null) {
      throw conflictWith('errors.emailAlreadyConfirmed');
    }
    const token = await createVerificationToken(tx, user);
    await recordAudit(tx, actor, {
      action: 'user.resend_confirmation',
      objectType: 'user',
      objectId: userId,
      after: { email: user.email },
    });
    return { user, token };
  });
}

/**
 * DELETE console/users/{id}: the account deleted at the user's request, by the same domain function as
 * their own deletion (SPEC §6), with staff's reason in the audit. Answers the files to remove after the
 * commit.
 */
export async function deleteUserForStaff(
  db: Db,
  actor: AuditActor,
  userId: number,
  reason: string,
): Promise<{ imageFiles: string[] }> {
  return db.transaction(async (tx) => {
    const user = await findLiveUser(tx, userId);
    // deleteAccount's own transaction becomes a savepoint of this one: both commit with the audit row.
    const deleted = await deleteAccount(tx as unknown as Db, userId);
    await recordAudit(tx, actor, {
      action: 'user.delete',
      objectType: 'user',
      objectId: userId,
      before: { username: user.username, email: user.email, type: user.type },
      after: { deleted: true, reason },
    });
    return deleted;
  });
}

/** Keys that never leave the server, even to the data's owner: hashes, secrets, tokens, push keys. */
const SECRET_KEY = /hash|secret|token|p256dh|^auth$/i;

function withoutSecrets<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEY.test(key))) as Partial<T>;
}

/**
 * GET console/users/{id}/export (GDPR access): everything Spona keeps about the user, as JSON: the
 * profile, social accounts, offers with their images, portfolio, arrangements with the messages they
 * sent or received, reviews given and received, notifications, reports, appeals, type requests, bug
 * reports, analytics events and logged events. Never a password, token or secret's hash.
 */
export async function exportUserData(db: Db, actor: AuditActor, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound();
  const ownOffers = await db.select().from(offers).where(eq(offers.userId, userId)).orderBy(asc(offers.id));
  const offerIds = ownOffers.map((offer) => offer.id);
  const ownArrangements = await db
    .select()
    .from(arrangements)
    .where(or(eq(arrangements.requesterId, userId), eq(arrangements.receiverId, userId)))
    .orderBy(asc(arrangements.id));
  const [
    social,
    images,
    portfolio,
    sentOrReceived,
    userReviews,
    userNotifications,
    reports,
    userAppeals,
    typeRequests,
    bugs,
    analytics,
    logged,
  ] = await Promise.all([
    db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)),
    offerIds.length === 0
      ? Promise.resolve([])
      : db.select().from(offerImages).where(inArray(offerImages.offerId, offerIds)),
    db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
      .orderBy(asc(messages.id)),
    db
      .select()
      .from(reviews)
      .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId))),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    db.select().from(problemReports).where(eq(problemReports.reporterId, userId)),
    db.select().from(appeals).where(eq(appeals.userId, userId)),
    db.select().from(accountTypeRequests).where(eq(accountTypeRequests.userId, userId)),
    db.select().from(bugReports).where(eq(bugReports.userId, userId)),
    db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)),
    db.select().from(eventLog).where(eq(eventLog.userId, userId)),
  ]);
  await recordAudit(db, actor, { action: 'user.export', objectType: 'user', objectId: userId });
  const messagesOf = (arrangementId: number) =>
    sentOrReceived.filter((m) => m.arrangementId === arrangementId).map(withoutSecrets);
  return {
    exported_at: new Date().toISOString(),
    profile: withoutSecrets(user),
    social_accounts: social.map(withoutSecrets),
    offers: ownOffers.map((offer) => ({
      ...withoutSecrets(offer),
      images: images.filter((image) => image.offerId === offer.id).map(withoutSecrets),
    })),
    portfolio: portfolio.map(withoutSecrets),
    arrangements: ownArrangements.map((arrangement) => ({
      ...withoutSecrets(arrangement),
      messages: messagesOf(arrangement.id),
    })),
    reviews: userReviews.map(withoutSecrets),
    notifications: userNotifications.map(withoutSecrets),
    problem_reports: reports.map(withoutSecrets),
    appeals: userAppeals.map(withoutSecrets),
    account_type_requests: typeRequests.map(withoutSecrets),
    bug_reports: bugs.map(withoutSecrets),
    analytics_events: analytics.map(withoutSecrets),
    event_log: logged.map(withoutSecrets),
  };
}
