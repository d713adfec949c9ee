import { randomInt } from 'node:crypto';
import type { TLocale, TRegisterAgency, TRegisterInfluencer, TUserType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { databaseErrorOf, PG_UNIQUE_VIOLATION, RuleViolation } from '../errors';
import { isEmailFree, isUsernameFree } from './availability';
import { hashPasswordLimited } from './passwords';
import type { UserRow } from './tokens';
import { createVerificationToken } from './verification';

export type RegistrationField = 'email' | 'username';

const TAKEN_KEYS: Record<RegistrationField, string> = {
  email: 'validation.emailTaken',
  username: 'validation.usernameTaken',
};

/** SPEC §5: the email or username is taken (checked first, and again by the unique indexes). */
export function takenError(fields: RegistrationField[]): RuleViolation {
  return new RuleViolation(Object.fromEntries(fields.map((field) => [field, TAKEN_KEYS[field]])));
}

/** A username from the name (`ana.horvat`, diacritics folded), with digits added until it is free. */
export async function generateUsername(db: Db, firstName: string, lastName: string): Promise<string> {
  const part = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  let base = [part(firstName), part(lastName)].filter(Boolean).join('.').slice(0, 24);
  if (base.length < 3) base = `user${base}`;
  if (await isUsernameFree(db, base)) return base;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = `${base}${randomInt(10, 100_000)}`;
    if (await isUsernameFree(db, candidate)) return candidate;
  }
  return `user${randomInt(1_000_000, 100_000_000)}`;
}

/**
 * SPEC §7 POST register/influencers and register/agencies: creates the account (email not confirmed)
 * and its first confirmation link in one transaction. The challenge has been checked by the caller.
 */
export async function registerUser(
  db: Db,
  type: TUserType,
  input: TRegisterInfluencer | TRegisterAgency,
  options: { locale: TLocale; now?: Date },
): Promise<{ user: UserRow; verificationToken: string }> {
  const now = options.now ?? new Date();
  const email = input.email.trim();
  const taken: RegistrationField[] = [];
  if (!(await isEmailFree(db, email))) taken.push('email');
  if (input.username !== undefined && !(await isUsernameFree(db, input.username))) taken.push('username');
  if (taken.length > 0) throw takenError(taken);
  const username = input.username?.trim() ?? (await generateUsername(db, input.first_name, input.last_name));
  const passwordHash = await hashPasswordLimited(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          type,
          username,
          firstName: input.first_name,
          lastName: input.last_name,
          email,
          passwordHash,
          company: 'company' in input ? input.company : null,
          locationId: input.location_id ?? null,
          preferredLanguage: input.preferred_language ?? options.locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const verificationToken = await createVerificationToken(tx, user!, now);
      return { user: user!, verificationToken };
    });
  } catch (err) {
    // Two registrations with the same address at the same moment: the index decides.
    const { code, constraint } = databaseErrorOf(err) ?? {};
    if (code === PG_UNIQUE_VIOLATION) {
      throw takenError([constraint?.includes('username') ? 'username' : 'email']);
    }
    throw err;
  }
}
