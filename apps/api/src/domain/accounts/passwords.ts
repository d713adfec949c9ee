import argon2 from 'argon2';
import { withHashingSlot } from './hashingGate';
import { generateSecret } from './secrets';

/** ARCHITECTURE.md (API): passwords are stored as argon2id hashes (OWASP's minimum parameters). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes a password with argon2id; the result carries its salt and parameters. Outside the cap on
 * concurrent hashing: for the seed and tests. A request hashes with hashPasswordLimited.
 */
export async function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, ARGON2_OPTIONS);
}

/** Whether the password matches the hash; false (not an error) for a malformed hash. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A hash of a random string, made once: verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined;

/** Hashes a password within the global cap on concurrent hashing. */
export function hashPasswordLimited(plain: string): Promise<string> {
  return withHashingSlot(() => hashPassword(plain));
}

/**
 * Checks a password within the cap. Without a user (unknown login) a dummy hash is verified, so the
 * answer takes as long and nobody learns from the timing which accounts exist.
 */
export async function checkPassword(passwordHash: string | undefined, plain: string): Promise<boolean> {
  dummyHash ??= hashPassword(generateSecret());
  const hash = passwordHash ?? (await dummyHash);
  const ok = await withHashingSlot(() => verifyPassword(hash, plain));
  return passwordHash !== undefined && ok;
}
