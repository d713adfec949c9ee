import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The token pair that replaced a refresh token, sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from the old plain refresh token. The database keeps only a SHA-256 hash of that token, so only whoever
 * presents it again can open the pair: a copy of the database opens nothing.
 */

const KEY_INFO = 'spona refresh-token successor v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const ZSuccessor = z.object({
  accessToken: z.string(),
  accessTokenExpiresAt: z.coerce.date(),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.coerce.date(),
});
export type Successor = z.infer<typeof ZSuccessor>;

/** The row id is the salt: the same token string can never open another row's successor. */
function keyOf(plainRefreshToken: string, rowId: number): Buffer {
  return Buffer.from(hkdfSync('sha256', plainRefreshToken, String(rowId), KEY_INFO, 32));
}

/** `iv.tag.ciphertext`, base64url each. */
export function sealSuccessor(plainRefreshToken: string, rowId: number, successor: Successor): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(plainRefreshToken, rowId), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(successor), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The successor, or undefined when the token does not open it (or the text was tampered with). */
export function openSuccessor(plainRefreshToken: string, rowId: number, text: string): Successor | undefined {
  const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(plainRefreshToken, rowId), iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    return ZSuccessor.parse(JSON.parse(plain));
  } catch {
    return undefined;
  }
}
