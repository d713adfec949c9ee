import { issueMessage, type IssueLike } from '@spona/contracts';
import { ApiError } from './apiClient';
import { i18n } from './i18n';

/** One message per form field. */
export type FieldErrors = Partial<Record<string, string>>;

/** A zod issue of the shared schemas, with the field path a form needs. */
export type ValidationIssue = IssueLike & { path: PropertyKey[] };

const translate = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

/** Translates a key of the API's catalogue (`validation.fullName`), SPEC §5's texts in both languages. */
export function translateApiMessage(key: string, values: Record<string, unknown> = {}): string {
  return translate(`api:${key}`, values);
}

/** The message of one issue of the shared schemas: the same mapping the API answers with (`issueMessage`). */
export function translateIssue(issue: ValidationIssue): string {
  const { key, values } = issueMessage(issue);
  return translateApiMessage(key, values);
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
