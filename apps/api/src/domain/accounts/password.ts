import argon2 from 'argon2';

/** ARCHITECTURE.md (API): passwords are stored as argon2id hashes (OWASP's minimum parameters). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the result carries its salt and parameters. */
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
