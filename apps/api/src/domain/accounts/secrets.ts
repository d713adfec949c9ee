import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret of 32 bytes, URL-safe: tokens, links and the generated client secret. */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How tokens and secrets are stored: sha256 is enough for random 32-byte values (nothing to guess),
 * and unlike a password hash it can be looked up by equality.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Constant-time comparison of a secret with a stored hash. */
export function matchesSecretHash(secret: string, storedHash: string): boolean {
  const left = Buffer.from(hashSecret(secret));
  const right = Buffer.from(storedHash);
  return left.length === right.length && timingSafeEqual(left, right);
}
