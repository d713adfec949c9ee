import { MESSAGE_KEY_LENGTH } from '@spona/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * SPEC §9: a message key of 8 random alphanumerics. The server treats a repeated key as the same
 * message (or request), so a retry reuses the key of the first attempt.
 */
export function generateMessageKey(length: number = MESSAGE_KEY_LENGTH): string {
  const bytes = new Uint32Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (value) => ALPHABET[value % ALPHABET.length]).join('');
}
