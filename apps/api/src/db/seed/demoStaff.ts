import { totpUri } from '../../domain/console/totp';
import type { Db } from '../client';
import { staff } from '../schema';

/**
 * Issue 17: the demo data's one staff member, an admin of the console. Demo data only: its password and
 * its TOTP secret are fixed and public (README, printed by `npm start`), so that anyone trying Spona can
 * enrol the secret in an authenticator app and sign in at /console/login.
 */
export const DEMO_STAFF = {
  email: 'staff@spona.local',
  name: 'Spona Support',
  password: 'spona-staff-2026',
  /** Base32, 160 bits: fixed, so the otpauth:// URI is the same on every run. */
  totpSecret: 'SPONADEMOSTAFFTOTPKEY234567ABCDE',
} as const;

/** The otpauth:// URI of the demo staff member's TOTP secret (enrol it, then sign in with its codes). */
export const demoStaffTotpUri = () => totpUri(DEMO_STAFF.totpSecret, DEMO_STAFF.email);

/** Adds the demo staff member, set up already (password and TOTP), inside the demo set's transaction. */
export async function seedDemoStaff(db: Db, passwordHash: string, now: Date): Promise<void> {
  await db.insert(staff).values({
    email: DEMO_STAFF.email,
    name: DEMO_STAFF.name,
    role: 'ADMIN',
    passwordHash,
    totpSecret: DEMO_STAFF.totpSecret,
    createdAt: now,
  });
}
