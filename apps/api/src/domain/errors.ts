/**
 * The one family of domain errors: failures raised by domain functions and policies without any HTTP
 * inside. The error plugin (plugins/errors.ts) is the one place that turns them into answers in the
 * one error shape: RuleViolation 422 (409 a conflict, 413 too large, 415 a refused file type) with
 * translated field errors, NotFound 404, Forbidden 403, Busy 503 with Retry-After.
 */
export abstract class DomainError extends Error {}

/**
 * How a rule was broken: invalid input for the current state (422), a conflict with what exists (409),
 * a file over its limit (413) or of a type that is refused (415).
 */
export type RuleViolationKind = 'invalid' | 'conflict' | 'tooLarge' | 'unsupportedType';

export type RuleViolationOptions = {
  kind?: RuleViolationKind;
  /** The answer's message (api catalogue key); by default the kind's generic one ('errors.validation'). */
  message?: string;
  /** Interpolation values of the messages ({{max}}). */
  vars?: Record<string, unknown>;
};

/**
 * Input that breaks a rule: each field with the catalogue key of its message (`{ email:
 * 'validation.emailTaken' }`), or none when the rule is about the whole call (then say why in `message`).
 */
export class RuleViolation extends DomainError {
  readonly kind: RuleViolationKind;
  readonly messageKey: string | undefined;
  readonly vars: Record<string, unknown>;

  constructor(
    readonly fields: Record<string, string>,
    { kind = 'invalid', message, vars = {} }: RuleViolationOptions = {},
  ) {
    super(`rule violation: ${message ?? Object.keys(fields).join(', ')}`);
    this.name = 'RuleViolation';
    this.kind = kind;
    this.messageKey = message;
    this.vars = vars;
  }
}

/** A call that clashes with the state it meets (409), said by one message of the api catalogue. */
export function conflictWith(message: string, vars: Record<string, unknown> = {}): RuleViolation {
  return new RuleViolation({}, { kind: 'conflict', message, vars });
}

/** A row that does not exist, or that the caller may not see; `messageKey` (api namespace) when it says more. */
export class NotFound extends DomainError {
  constructor(readonly messageKey = 'errors.notFound') {
    super(`not found: ${messageKey}`);
    this.name = 'NotFound';
  }
}

/** The caller may not do this; `messageKey` (api namespace) says why. */
export class Forbidden extends DomainError {
  constructor(
    readonly messageKey = 'errors.forbidden',
    readonly vars: Record<string, unknown> = {},
  ) {
    super(`forbidden: ${messageKey}`);
    this.name = 'Forbidden';
  }
}

/** A capacity of the process is full right now: the caller should try again after `retryAfterSeconds`. */
export class Busy extends DomainError {
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
