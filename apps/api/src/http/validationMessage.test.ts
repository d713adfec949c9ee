import type { TOptions } from 'i18next';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPasswordChange } from '@spona/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { validationMessage, type ValidationIssue } from './validationMessage';

/** The first validation issue of `input` as the framework reports it to the error handler. */
function firstIssue(schema: z.ZodType, input: unknown): ValidationIssue {
  const result = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' })(input) as {
    error?: ValidationIssue[];
  };
  const issue = result.error?.[0];
  if (!issue) throw new Error('the input was accepted');
  return issue;
}

const inEnglish = (key: string, options?: TOptions) => translate('en', key, options);

describe('validationMessage', () => {
  it('names the minimum length when the password is missing altogether', () => {
    const issue = firstIssue(ZPasswordChange, { current_password: 'x', password_confirmation: 'x' });
    expect(validationMessage(issue, inEnglish)).toBe('The password must be at least 8 characters long');
  });

  it("gives zod's own issues the catalogue's generic texts", () => {
    expect(validationMessage(firstIssue(z.object({ a: z.string().min(3) }), { a: 'ab' }), inEnglish)).toBe(
      'Must be at least 3 characters long.',
    );
    expect(validationMessage(firstIssue(z.object({ a: z.string() }), {}), inEnglish)).toBe(
      'This field is required.',
    );
  });
});
