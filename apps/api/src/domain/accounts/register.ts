import { randomInt } from 'node:crypto';
import type { TLocale, TRegisterAgency, TRegisterInfluencer, TUserType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { isEmailFree, isUsernameFree } from './availability';
import { hashPasswordLimited } from './passwords';
import type { UserRow } from './tokens';
import { createVerificationToken } from './verification';

export type RegistrationField = 'email' | 'username';

/** The email or username is taken (checked first, and again by the unique indexes). */
export class RegistrationConflict extends Error {
  constructor(readonly fields: RegistrationField[]) {
    super(`taken: ${fields.join(', ')}`);
  }
}

const UNIQUE_VIOLATION = '23505';

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
  if (taken.length > 0) throw new RegistrationConflict(taken);
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
    const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? err;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) {
      throw new RegistrationConflict([constraint?.includes('username') ? 'username' : 'email']);
    }
    throw err;
  }
}
