import { issueMessage, type IssueLike } from '@spona/contracts';
import { ApiError } from './apiError';
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
function translateIssue(issue: ValidationIssue): string {
  const { key, values } = issueMessage(issue);
  return translateApiMessage(key, values);
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

/** What a form validator needs of a schema: zod's `safeParse`, without importing zod here. */
interface SafeParser {
  safeParse(input: unknown): { error?: { issues: readonly ValidationIssue[] } };
}

interface SchemaValidatorOptions<TValues> {
  /** The request body the form's values make, when it is not the values themselves. */
  toInput?: (values: TValues) => unknown;
  /** The form field of an issue's dotted path (`targeting.age_to`), when the names differ. */
  fieldOf?: (path: string) => string;
}

/**
 * The `validate` of a @mantine/form `useForm` from a shared schema of contracts: the first issue of
 * each field, translated by the mapping the API answers with (`issueMessage`). Not
 * mantine-form-zod-resolver's `zod4Resolver`: it hands on zod's raw message (English defaults, or an
 * untranslated catalogue key) and drops the issue's code and limits the translation needs.
 */
export function schemaValidator<TValues>(
  schema: SafeParser,
  { toInput, fieldOf = (path) => path }: SchemaValidatorOptions<TValues> = {},
): (values: TValues) => FieldErrors {
  return (values) => {
    const issues = schema.safeParse(toInput ? toInput(values) : values).error?.issues ?? [];
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (field && errors[field] === undefined) errors[field] = translateIssue(issue);
    }
    return errors;
  };
}

/**
 * Puts the server's field errors of a refused call (400/422 `errors`) on the form's fields, renamed
 * where the form calls a field otherwise. Answers whether there were any: without, the caller shows
 * the call's message instead.
 */
export function showServerErrors(
  form: { setErrors: (errors: FieldErrors) => void },
  error: unknown,
  rename: Partial<Record<string, string>> | ((field: string) => string) = {},
): boolean {
  const fieldOf = typeof rename === 'function' ? rename : (field: string) => rename[field] ?? field;
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrorsFromApiError(error))) {
    errors[fieldOf(field)] ??= message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

/** Whether a refused call named fields (then they show beside the fields, not as one message). */
export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(fieldErrorsFromApiError(error)).length > 0;
}

/**
 * SPEC §5 MatchPassword on the repeat, even while other fields still fail (a schema's own check of
 * the pair waits until every field passes).
 */
export function withMatchingRepeat<TValues extends { password: string; password_confirmation: string }>(
  validate: (values: TValues) => FieldErrors,
): (values: TValues) => FieldErrors {
  return (values) => {
    const errors = validate(values);
    if (values.password_confirmation !== values.password) {
      errors.password_confirmation ??= translateApiMessage('validation.passwordsMatch');
    }
    return errors;
  };
}

/**
 * The second argument of a @mantine/form `form.onSubmit`: when validation fails, the first field in
 * error takes the focus, which also scrolls it into view (a long dialog's field may be out of sight,
 * and the form's summary alone does not say where to look).
 */
export function focusFirstError(form: { getInputNode: (path: string) => HTMLElement | null }) {
  return (errors: Record<string, unknown>): void => {
    const [first] = Object.keys(errors);
    if (first !== undefined) form.getInputNode(first)?.focus();
  };
}
