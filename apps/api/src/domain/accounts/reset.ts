import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MS, WEB_RESET_PASSWORD_PATH } from '@spona/contracts';
import type { Mailer } from '../../adapters/mail/mailer';
import { renderMail } from '../../adapters/mail/templates';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { generateSecret, hashSecret } from './secrets';
import { revokeAllUserTokens, type UserRow } from './tokens';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST register/password/email: a reset link for the account with this address, valid 24 hours
 * (SPEC §9). undefined when no account has it (SPEC §8 says so to the user).
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ user: UserRow; token: string } | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return undefined;
  const token = generateSecret();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashSecret(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    createdAt: now,
  });
  return { user, token };
}

const isUsable = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashSecret(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** GET register/password/reset/{token}: the address of a usable link, else undefined. */
export async function findResetEmail(db: Db, token: string, now = new Date()): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(isUsable(token, now), isNull(users.deletedAt)))
    .limit(1);
  return row?.email;
}

/**
 * POST register/password/update/{token}: sets the new password (already hashed) once per link; every
 * other link of the user and every sign-in end with it. Returns the user's id, or undefined when the
 * link cannot be used.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(isUsable(token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return undefined;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) return undefined;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await revokeAllUserTokens(tx, user.id, now);
    return user.id;
  });
}

/** The reset mail in the user's language, linking to the web app's reset page. */
export async function sendResetMail(
  mailer: Mailer,
  config: Pick<Config, 'publicUrl' | 'supportEmail'>,
  user: Pick<UserRow, 'email' | 'firstName' | 'preferredLanguage'>,
  token: string,
) {
  await mailer.send(
    renderMail('reset', {
      locale: user.preferredLanguage,
      to: user.email,
      name: user.firstName,
      link: `${config.publicUrl}${WEB_RESET_PASSWORD_PATH}${token}`,
      supportEmail: config.supportEmail,
      vars: { hours: PASSWORD_RESET_TTL_MS / HOUR_MS },
    }),
  );
}
