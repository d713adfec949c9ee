/**
 * The one family of domain errors: failures raised by domain functions and policies without any HTTP
 * inside. The error plugin (plugins/errors.ts) is the one place that turns them into answers in the
 * one error shape: RuleViolation 422 (409 for a conflict) with translated field errors, NotFound 404,
 * Forbidden 403, Busy 503 with Retry-After.
 */

/** Input that breaks a rule: each field with the catalogue key of its message. */
export class RuleViolation extends Error {
  constructor(
    readonly fields: Record<string, string>,
    readonly kind: 'invalid' | 'conflict' = 'invalid',
    /** Interpolation values of the messages ({{max}}). */
    readonly vars: Record<string, unknown> = {},
  ) {
    super(`rule violation: ${Object.keys(fields).join(', ')}`);
    this.name = 'RuleViolation';
  }
}

/** A row that does not exist, or that the caller may not see. */
export class NotFound extends Error {
  constructor() {
    super('not found');
    this.name = 'NotFound';
  }
}

/** The caller may not do this; `messageKey` (api namespace) says why. */
export class Forbidden extends Error {
  constructor(
    readonly messageKey = 'errors.forbidden',
    readonly vars: Record<string, unknown> = {},
  ) {
    super(`forbidden: ${messageKey}`);
    this.name = 'Forbidden';
  }
}

/** A capacity of the process is full right now: the caller should try again after `retryAfterSeconds`. */
export class Busy extends Error {
  constructor(readonly retryAfterSeconds = 1) {
    super('busy');
    this.name = 'Busy';
  }
}

/** SQLSTATE codes the domain maps to answers instead of a 500. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_NUMERIC_OUT_OF_RANGE = '22003';

/** The SQLSTATE and constraint of a database error, whether the driver wraps it (Drizzle) or not. */
export function databaseErrorOf(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
