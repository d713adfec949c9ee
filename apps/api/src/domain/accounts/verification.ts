import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_VERIFICATION_TTL_MS, WEB_VERIFY_PATH } from '@spona/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail/mailer';
import { renderMail } from '../../adapters/mail/templates';
import { generateSecret, hashSecret } from './secrets';
import type { Queryable, UserRow } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new confirmation link token for the user's address; the plain token is returned once. */
export async function createVerificationToken(
  db: Queryable,
  user: { id: number; email: string },
  now = new Date(),
): Promise<string> {
  const token = generateSecret();
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashSecret(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** What opening a confirmation link did: confirmed now, found the address confirmed already, or failed. */
export type VerificationResult = 'confirmed' | 'alreadyConfirmed' | 'failed';

/**
 * GET register/verify/{token}: confirms the address the link was sent to, once, before it expires,
 * and only while it is still the user's address. A link (even used or expired) of an address that is
 * confirmed already says so; any other case fails (SPEC §8's one message).
 */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<VerificationResult> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({
        id: emailVerificationTokens.id,
        userId: emailVerificationTokens.userId,
        email: emailVerificationTokens.email,
      })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashSecret(token)))
      .limit(1);
    if (!link) return 'failed';
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).limit(1);
    const isCurrentAddress =
      user !== undefined && user.deletedAt === null && user.email.toLowerCase() === link.email.toLowerCase();
    if (!isCurrentAddress) return 'failed';
    if (user.emailVerifiedAt !== null) return 'alreadyConfirmed';
    // Only one of two simultaneous openings uses the link.
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.id, link.id),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ id: emailVerificationTokens.id });
    if (!used) return 'failed';
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
    return 'confirmed';
  });
}

export type ResendResult =
  { status: 'sent'; user: UserRow; token: string } | { status: 'invalid' | 'confirmed' };

/**
 * GET register/resend/{token}: a used or expired link still names its user; a new link goes to the
 * user's current address unless it is already confirmed.
 */
export async function renewVerification(
  db: Queryable,
  oldToken: string,
  now = new Date(),
): Promise<ResendResult> {
  const [row] = await db
    .select({ userId: emailVerificationTokens.userId })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, hashSecret(oldToken)))
    .limit(1);
  if (!row) return { status: 'invalid' };
  const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user || user.deletedAt !== null) return { status: 'invalid' };
  if (user.emailVerifiedAt !== null) return { status: 'confirmed' };
  return { status: 'sent', user, token: await createVerificationToken(db, user, now) };
}

/** The confirmation mail in the user's language, linking to the web app's verify page. */
export async function sendVerificationMail(
  mailer: Mailer,
  config: Pick<Config, 'publicUrl' | 'supportEmail'>,
  user: Pick<UserRow, 'email' | 'firstName' | 'preferredLanguage'>,
  token: string,
) {
  await mailer.send(
    renderMail('verify', {
      locale: user.preferredLanguage,
      to: user.email,
      name: user.firstName,
      link: `${config.publicUrl}${WEB_VERIFY_PATH}${token}`,
      supportEmail: config.supportEmail,
      vars: { days: EMAIL_VERIFICATION_TTL_MS / DAY_MS },
    }),
  );
}
