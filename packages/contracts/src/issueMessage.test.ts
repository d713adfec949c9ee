import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, type IssueLike } from './issueMessage';
import { ZEmailChange, ZPasswordChange, ZRegisterInfluencer } from './index';

/** The first issue of a failed parse, as the web app has it. */
function firstIssue(schema: z.ZodType, input: unknown): IssueLike {
  const issue = schema.safeParse(input).error?.issues[0];
  if (!issue) throw new Error('the input was accepted');
  return issue;
}

/** The same issue as the API's validation error carries it (fastify-type-provider-zod), flattened back. */
function asApiIssue(issue: IssueLike & { path?: unknown }): IssueLike {
  const { code, message, path: _path, ...params } = issue;
  const apiError = { keyword: code, instancePath: '/field', message, params };
  return { ...apiError.params, code: apiError.keyword, message: apiError.message };
}

describe('issueMessage', () => {
  it("keeps the contracts' own catalogue key, with the limit it names", () => {
    const issue = firstIssue(ZPasswordChange, {
      current_password: 'x',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(issueMessage(issue)).toEqual({ key: 'validation.passwordMin', values: { minimum: 8 } });
  });

  it('gives a catalogue key the values it needs when its issue has none (a missing password)', () => {
    const issue = firstIssue(z.object({ password: z.string({ error: 'validation.passwordMin' }) }), {});
    expect(issueMessage(issue)).toEqual({ key: 'validation.passwordMin', values: { minimum: 8 } });
  });

  it('reads SPEC §5 messages of the shared schemas', () => {
    expect(issueMessage(firstIssue(ZEmailChange, { email: 'nope', password: 'x' })).key).toBe(
      'validation.email',
    );
    const mismatch = {
      current_password: 'x',
      password: 'dovoljno-dugo',
      password_confirmation: 'drukcije-1',
    };
    expect(issueMessage(firstIssue(ZPasswordChange, mismatch)).key).toBe('validation.passwordsMatch');
    expect(issueMessage(firstIssue(ZRegisterInfluencer, { first_name: '' })).key).toBe('validation.fullName');
  });

  it.each([
    ['a missing value', z.object({ a: z.string() }), {}, 'validation.required', {}],
    ['a wrong type', z.object({ a: z.string() }), { a: 1 }, 'validation.invalidType', {}],
    ['an empty required text', z.string().min(1), '', 'validation.required', { minimum: 1 }],
    ['a short text', z.string().min(3), 'ab', 'validation.tooShort', { minimum: 3 }],
    ['a long text', z.string().max(3), 'abcd', 'validation.tooLong', { maximum: 3 }],
    ['a small number', z.number().min(14), 2, 'validation.tooSmall', { minimum: 14 }],
    ['a big number', z.number().max(65), 99, 'validation.tooBig', { maximum: 65 }],
    ['too few choices', z.array(z.number()).min(1), [], 'validation.tooFew', { minimum: 1 }],
    ['too many choices', z.array(z.number()).max(1), [1, 2], 'validation.tooMany', { maximum: 1 }],
    ['a bad email', z.email(), 'nope', 'validation.email', {}],
    ['a bad link', z.url(), 'nope', 'validation.url', {}],
    ['a bad pattern', z.string().regex(/^a+$/), 'b', 'validation.format', {}],
    ['an unknown choice', z.enum(['A', 'B']), 'C', 'validation.oneOf', {}],
    ['an unknown field', z.strictObject({}), { extra: 1 }, 'validation.unknownField', {}],
    ['a failed refinement', z.string().refine(() => false), 'a', 'validation.invalid', {}],
  ])('gives %s its generic message, the same on both sides', (_name, schema, input, key, values) => {
    const issue = firstIssue(schema, input);
    expect(issueMessage(issue)).toEqual({ key, values });
    expect(issueMessage(asApiIssue(issue))).toEqual({ key, values });
  });
});
