import { eq } from 'drizzle-orm';
import type { TLocale, TNotificationSettings } from '@spona/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { RuleViolation } from '../errors';
import { isEmailFree, isUsernameFree } from './availability';
import { takenError } from './register';
import { issueTokens, revokeAllUserTokens, type IssuedTokens, type UserRow } from './tokens';
import { createVerificationToken } from './verification';

/** Settings (SPEC §2 and §6) of the signed-in user; each returns the updated row. */

async function updateUser(
  db: Db,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

export function updateLanguage(db: Db, userId: number, language: TLocale) {
  return updateUser(db, userId, { preferredLanguage: language });
}

export function updateNotifications(db: Db, userId: number, settings: TNotificationSettings) {
  return updateUser(db, userId, {
    ...(settings.notify_email === undefined ? {} : { notifyEmail: settings.notify_email }),
    ...(settings.notify_recommendations === undefined
      ? {}
      : { notifyRecommendations: settings.notify_recommendations }),
    ...(settings.notify_reminders === undefined ? {} : { notifyReminders: settings.notify_reminders }),
    ...(settings.notify_push === undefined ? {} : { notifyPush: settings.notify_push }),
  });
}

/** SPEC §5: username required and not taken. */
export async function updateUsername(db: Db, userId: number, username: string) {
  if (!(await isUsernameFree(db, username, userId))) throw takenError(['username']);
  return updateUser(db, userId, { username: username.trim() });
}

/**
 * A new password (already hashed): every sign-in ends (the issue's rule), and the session that made
 * the change continues with a new token pair, so the user is not signed out of the page they are on.
 */
export async function changePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  clientId: number,
): Promise<IssuedTokens> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllUserTokens(tx, userId);
    return issueTokens(tx, { userId, clientId });
  });
}

/**
 * PUT settings/email: a new address (not the current one in other letter case; SPEC §5: not taken) takes
 * effect at once, unconfirmed (SPEC §4: offers hidden, no new arrangements until it is confirmed); the
 * returned token goes out in a confirmation mail to the new address. The password was checked before.
 */
export async function changeEmail(db: Db, user: Pick<UserRow, 'id' | 'email'>, email: string) {
  if (user.email.toLowerCase() === email.toLowerCase()) {
    throw new RuleViolation({ email: 'validation.sameEmail' });
  }
  if (!(await isEmailFree(db, email, user.id))) throw takenError(['email']);
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ email: email.trim(), emailVerifiedAt: null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const token = await createVerificationToken(tx, changed!);
    return { user: changed!, token };
  });
}
