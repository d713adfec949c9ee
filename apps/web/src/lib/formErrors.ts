import { PASSWORD_MIN_LENGTH } from '@spona/contracts';
import { ApiError } from './apiClient';
import { i18n } from './i18n';

/** One message per form field. */
export type FieldErrors = Partial<Record<string, string>>;

/** The parts of a zod issue a form needs. */
export interface ValidationIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  /** What a size issue measured: 'string', 'number', 'array'... */
  origin?: string;
}

const CATALOGUE_KEY = /^(validation|errors)\.[A-Za-z.]+$/;
const translate = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates a message of the shared schemas: a catalogue key (`validation.fullName`) is read from the
 * `api` namespace, as the API does (SPEC §5's texts in both languages); other text is kept as it is.
 */
export function translateApiMessage(message: string, values: Record<string, unknown> = {}): string {
  if (!CATALOGUE_KEY.test(message)) return message;
  return translate(`api:${message}`, { minimum: PASSWORD_MIN_LENGTH, ...values });
}

function translateIssue(issue: ValidationIssue): string {
  if (CATALOGUE_KEY.test(issue.message)) {
    return translateApiMessage(issue.message, { minimum: issue.minimum, maximum: issue.maximum });
  }
  // zod's own English texts (size limits) get the catalogue's generic messages.
  if (issue.code === 'too_big') {
    const key =
      issue.origin === 'number'
        ? 'validation.tooBig'
        : issue.origin === 'array'
          ? 'validation.tooMany'
          : 'validation.tooLong';
    return translateApiMessage(key, { maximum: issue.maximum });
  }
  if (issue.code === 'too_small') {
    // An empty required text reads 'required' rather than 'at least 1 character'.
    if (issue.origin === 'string' && issue.minimum === 1) return translateApiMessage('validation.required');
    const key =
      issue.origin === 'number'
        ? 'validation.tooSmall'
        : issue.origin === 'array'
          ? 'validation.tooFew'
          : 'validation.tooShort';
    return translateApiMessage(key, { minimum: issue.minimum });
  }
  return translateApiMessage('validation.invalid');
}

/** The first translated issue of each top-level field. */
export function fieldErrorsFromIssues(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && errors[field] === undefined) errors[field] = translateIssue(issue);
  }
  return errors;
}

/** The server's field errors of a 400 or 422 (`errors: { field: [message] }`), already translated. */
export function fieldErrorsFromApiError(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string') errors[field] = first;
  }
  return errors;
}

/** A message for any failed call: the API's own, else the generic one. */
export function messageOfError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : translate('errors:generic');
}
