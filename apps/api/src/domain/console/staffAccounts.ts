import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  STAFF_SETUP_TTL_MS,
  WEB_CONSOLE_SETUP_PATH,
  type TStaff,
  type TStaffCreate,
  type TStaffRole,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { databaseErrorOf, NotFound, PG_UNIQUE_VIOLATION, RuleViolation } from '../errors';
import { hashPasswordLimited } from '../accounts/passwords';
import { generateSecret, hashSecret } from '../accounts/secrets';
import type { Queryable } from '../accounts/tokens';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

/**
 * Issue 17: staff accounts. Added by `npm run staff -- add` or an admin (`console/staff`), never
 * registrable; each gets a one-time set-up link (STAFF_SETUP_TTL_MS) where the password is set and TOTP
 * enrolled. Disabling revokes every session at once; reset-2fa clears the second factor and the
 * password's use until a new set-up link is followed.
 */
export type StaffRow = typeof staff.$inferSelect;

export function presentStaff(row: StaffRow): TStaff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabledAt !== null,
    active: row.passwordHash !== null && row.totpSecret !== null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

export type SetupLink = { staff: StaffRow; setupUrl: string; expiresAt: Date };

function setupUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${WEB_CONSOLE_SETUP_PATH}/${token}`;
}

/** A fresh set-up token for the row: the old link stops working, a new TOTP secret waits to be enrolled. */
async function issueSetupLink(db: Queryable, id: number, publicUrl: string, now: Date): Promise<SetupLink> {
  const token = generateSecret();
  const expiresAt = new Date(now.getTime() + STAFF_SETUP_TTL_MS);
  const [row] = await db
    .update(staff)
    .set({ setupTokenHash: hashSecret(token), setupExpiresAt: expiresAt, pendingTotpSecret: newTotpSecret() })
    .where(eq(staff.id, id))
    .returning();
  if (!row) throw new NotFound();
  return { staff: row, setupUrl: setupUrl(publicUrl, token), expiresAt };
}

export async function addStaff(
  db: Db,
  input: TStaffCreate,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<SetupLink> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ email: input.email.trim(), name: input.name, role: input.role })
        .returning();
      return issueSetupLink(tx, row!.id, publicUrl, now);
    });
  } catch (err) {
    if (databaseErrorOf(err)?.code === PG_UNIQUE_VIOLATION) {
      throw new RuleViolation({ email: 'console.staffEmailTaken' }, { kind: 'conflict' });
    }
    throw err;
  }
}

export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
}

/** A staff member by id or email (the CLI names them by email). */
export async function findStaff(db: Queryable, idOrEmail: number | string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(
      typeof idOrEmail === 'number'
        ? eq(staff.id, idOrEmail)
        : sql`lower(${staff.email}) = lower(${idOrEmail})`,
    );
  return row;
}

/** Revokes every open session of a staff member (disable, re-role, reset-2fa). */
export async function revokeStaffSessions(db: Queryable, staffId: number, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    );
}

export async function setStaffDisabled(
  db: Db,
  id: number,
  disabled: boolean,
  now = new Date(),
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ disabledAt: disabled ? sql`coalesce(${staff.disabledAt}, ${now})` : null })
      .where(eq(staff.id, id))
      .returning();
    if (!row) throw new NotFound();
    if (disabled) await revokeStaffSessions(tx, id, now);
    return row;
  });
}

export async function setStaffRole(db: Db, id: number, role: TStaffRole): Promise<StaffRow> {
  const [row] = await db.update(staff).set({ role }).where(eq(staff.id, id)).returning();
  if (!row) throw new NotFound();
  return row;
}

/** Clears the second factor (a lost phone): sessions end, and the new set-up link enrols TOTP and a password. */
export async function resetStaffTwoFactor(
  db: Db,
  id: number,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<SetupLink> {
  return db.transaction(async (tx) => {
    await tx.update(staff).set({ totpSecret: null, totpLastStep: null }).where(eq(staff.id, id));
    await revokeStaffSessions(tx, id, now);
    return issueSetupLink(tx, id, publicUrl, now);
  });
}

/** The staff row a set-up token opens: unused, unexpired, not disabled. */
async function findBySetupToken(db: Queryable, token: string, now: Date): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(
      and(
        eq(staff.setupTokenHash, hashSecret(token)),
        gt(staff.setupExpiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  return row?.pendingTotpSecret ? row : undefined;
}

/** GET console/setup/{token}: the secret to enrol. 404 for a used, expired or unknown link. */
export async function readSetup(db: Queryable, token: string, now = new Date()) {
  const row = await findBySetupToken(db, token, now);
  if (!row) throw new NotFound('console.setupLinkInvalid');
  return { totp_uri: totpUri(row.pendingTotpSecret!, row.email), email: row.email, name: row.name };
}

/**
 * POST console/setup/{token}: sets the password and enrols TOTP once a current code of the pending
 * secret proves the app has it. The link then stops working (its hash is cleared in the same update).
 */
export async function completeSetup(
  db: Db,
  token: string,
  { password, otp }: { password: string; otp: string },
  now = new Date(),
): Promise<StaffRow> {
  const row = await findBySetupToken(db, token, now);
  if (!row) throw new NotFound('console.setupLinkInvalid');
  const step = matchTotpStep(row.pendingTotpSecret!, otp, now.getTime());
  if (step === undefined) throw new RuleViolation({ otp: 'console.otpWrong' });
  const passwordHash = await hashPasswordLimited(password);
  const [updated] = await db
    .update(staff)
    .set({
      passwordHash,
      totpSecret: row.pendingTotpSecret,
      pendingTotpSecret: null,
      totpLastStep: step,
      setupTokenHash: null,
      setupExpiresAt: null,
    })
    // The same link cannot complete twice, even by two requests at once.
    .where(and(eq(staff.id, row.id), eq(staff.setupTokenHash, hashSecret(token))))
    .returning();
  if (!updated) throw new NotFound('console.setupLinkInvalid');
  return updated;
}
