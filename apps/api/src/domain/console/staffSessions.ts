import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { STAFF_SESSION_TTL_MS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { checkPassword } from '../accounts/passwords';
import { generateSecret, hashSecret } from '../accounts/secrets';
import type { Queryable } from '../accounts/tokens';
import type { StaffRow } from './staffAccounts';
import { matchTotpStep } from './totp';

/** The signed-in staff member of a console request and the session it came with. */
export type StaffAuthentication = { staff: StaffRow; sessionId: number };

export type StaffSignIn =
  | { ok: true; staff: StaffRow; accessToken: string; expiresAt: Date }
  | { ok: false; staff: StaffRow | undefined };

/**
 * Issue 17: a staff sign-in (POST oauth/token, grant password, scope console, `otp`). The password is
 * checked like a user's (an unknown email costs the same time), then the TOTP code, which must be of
 * a step after the last one accepted: a code works once, even within its window. A disabled or not yet
 * set-up account fails the same way as a wrong password. The session lasts STAFF_SESSION_TTL_MS.
 */
export async function signInStaff(
  db: Db,
  input: { email: string; password: string; otp: string; ip?: string; userAgent?: string },
  now = new Date(),
): Promise<StaffSignIn> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${input.email.trim()})`);
  const usable = row && row.disabledAt === null && row.totpSecret !== null ? row : undefined;
  const passwordOk = await checkPassword(usable?.passwordHash ?? undefined, input.password);
  if (!usable || !passwordOk) return { ok: false, staff: row };
  const step = matchTotpStep(usable.totpSecret!, input.otp.trim(), now.getTime());
  if (step === undefined) return { ok: false, staff: row };
  return db.transaction(async (tx) => {
    // Claims the step: a second use of the same code (or an older one) finds no row to update.
    const [claimed] = await tx
      .update(staff)
      .set({ totpLastStep: step, lastSignInAt: now })
      .where(
        and(
          eq(staff.id, usable.id),
          isNull(staff.disabledAt),
          or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
        ),
      )
      .returning();
    if (!claimed) return { ok: false as const, staff: row };
    const accessToken = generateSecret();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
    await tx.insert(staffSessions).values({
      tokenHash: hashSecret(accessToken),
      staffId: claimed.id,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      expiresAt,
      createdAt: now,
    });
    return { ok: true as const, staff: claimed, accessToken, expiresAt };
  });
}

/** The staff member of a console bearer token: an open, unexpired session of an account not disabled. */
export async function findStaffBySessionToken(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<StaffAuthentication | undefined> {
  const [row] = await db
    .select({ staff, sessionId: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecret(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  return row;
}

/** Ends one session (the console's sign-out). */
export async function revokeStaffSession(db: Queryable, sessionId: number, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}
