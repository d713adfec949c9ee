import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@spona/contracts';

/** Issue 17: staff's second factor, RFC 6238 TOTP through the kept `otpauth` library. */
const ISSUER = 'Spona console';

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app enrols (also shown as a QR code). */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The RFC 6238 step a code belongs to, within TOTP_WINDOW steps of `now`, or undefined when it matches
 * none. Callers refuse a step at or before the last one accepted, so each code works once.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The current code of a secret (demo data, tests and the CLI's own checks). */
export function currentTotpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}
