import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * One validation issue, normalised: a zod 4 issue as the web app has it (`schema.safeParse(x).error
 * .issues[i]`), or the API's validation error flattened back to one (`{ ...params, code: keyword,
 * message }`). Only what the message depends on is read; the path stays with the caller.
 */
export interface IssueLike {
  code?: string;
  message?: string;
  /** What a size issue measured: 'string', 'number', 'array', 'set'... */
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** What a format issue expected: 'email', 'url', 'regex'... */
  format?: unknown;
}

/** A key of the `api` catalogue (`validation.required`) and the values it interpolates. */
export interface IssueMessage {
  key: string;
  values: Record<string, unknown>;
}

/** A catalogue key used as a zod message in the contracts (`z.string().min(8, 'validation.passwordMin')`). */
const CATALOGUE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

/**
 * Values a catalogue key needs when its issue does not carry them: `z.string({ error:
 * 'validation.passwordMin' })` fails as invalid_type, without a minimum.
 */
const DEFAULT_VALUES: Partial<Record<string, Record<string, unknown>>> = {
  'validation.passwordMin': { minimum: PASSWORD_MIN_LENGTH },
};

const isCollection = (origin: unknown) => origin === 'array' || origin === 'set';

/**
 * The generic message of each kind of zod issue whose message is zod's own English text. A new kind
 * (or a new check with a key of its own) is one more entry here.
 */
const GENERIC_MESSAGES: Record<string, (issue: IssueLike) => string> = {
  // zod 4 says 'Invalid input: expected string, received undefined' for a missing value.
  invalid_type: (issue) =>
    /received undefined/.test(issue.message ?? '') ? 'validation.required' : 'validation.invalidType',
  too_small: (issue) => {
    if (issue.origin === 'string') {
      // An empty required text reads 'required' rather than 'at least 1 character'.
      return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
    }
    return isCollection(issue.origin) ? 'validation.tooFew' : 'validation.tooSmall';
  },
  too_big: (issue) => {
    if (issue.origin === 'string') return 'validation.tooLong';
    return isCollection(issue.origin) ? 'validation.tooMany' : 'validation.tooBig';
  },
  invalid_format: (issue) =>
    issue.format === 'email'
      ? 'validation.email'
      : issue.format === 'url'
        ? 'validation.url'
        : 'validation.format',
  invalid_value: () => 'validation.oneOf',
  unrecognized_keys: () => 'validation.unknownField',
};

/**
 * The one mapping of a validation issue to a message of the `api` catalogue, for the API's error
 * answers and the web app's forms alike; each side translates the key with its own i18next. The
 * contracts' own message wins when it is a catalogue key; zod's English texts get the catalogue's
 * generic message of their kind.
 */
export function issueMessage(issue: IssueLike): IssueMessage {
  const values: Record<string, unknown> = {};
  if (issue.minimum !== undefined) values.minimum = issue.minimum;
  if (issue.maximum !== undefined) values.maximum = issue.maximum;
  const message = issue.message ?? '';
  if (CATALOGUE_KEY.test(message)) return { key: message, values: { ...DEFAULT_VALUES[message], ...values } };
  const generic = issue.code === undefined ? undefined : GENERIC_MESSAGES[issue.code];
  return { key: generic ? generic(issue) : 'validation.invalid', values };
}
