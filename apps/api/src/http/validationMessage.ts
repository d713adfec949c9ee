import type { TOptions } from 'i18next';

/** One validation issue as fastify-type-provider-zod reports it (zod 4 issue without path and code). */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

type Translate = (key: string, options?: TOptions) => string;

/** A catalogue key used as a zod message in the contracts (`z.string().min(8, 'validation.passwordMin')`). */
const CATALOGUE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

/**
 * The translated text of a validation issue: the contracts' own message when it is a catalogue key,
 * else a generic message per kind of issue, in the request's language.
 */
export function validationMessage(issue: ValidationIssue, t: Translate): string {
  const { keyword, params } = issue;
  const message = issue.message ?? '';
  if (CATALOGUE_KEY.test(message)) return t(message, params);
  const origin = params.origin;
  switch (keyword) {
    case 'invalid_type':
      return /received undefined/.test(message) ? t('validation.required') : t('validation.invalidType');
    case 'too_small':
      if (origin === 'string') {
        return Number(params.minimum) <= 1 ? t('validation.required') : t('validation.tooShort', params);
      }
      return t(origin === 'array' || origin === 'set' ? 'validation.tooFew' : 'validation.tooSmall', params);
    case 'too_big':
      if (origin === 'string') return t('validation.tooLong', params);
      return t(origin === 'array' || origin === 'set' ? 'validation.tooMany' : 'validation.tooBig', params);
    case 'invalid_format':
      if (params.format === 'email') return t('validation.email');
      if (params.format === 'url') return t('validation.url');
      return t('validation.format');
    case 'invalid_value':
      return t('validation.oneOf');
    case 'unrecognized_keys':
      return t('validation.unknownField');
    default:
      return t('validation.invalid');
  }
}
