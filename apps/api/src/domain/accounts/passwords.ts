import { hashPassword, verifyPassword } from './password';
import { withHashingSlot } from './hashingGate';
import { generateSecret } from './secrets';

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
