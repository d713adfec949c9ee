import { describe, expect, it } from 'vitest';
import { AppError } from '../http/AppError';
import { assertConfirmedEmail, hasConfirmedEmail } from './accounts';

describe('email confirmation policy', () => {
  it('lets only users with a confirmed email start arrangements', () => {
    expect(hasConfirmedEmail({ emailVerifiedAt: new Date() })).toBe(true);
    expect(hasConfirmedEmail({ emailVerifiedAt: null })).toBe(false);
    expect(() => assertConfirmedEmail({ emailVerifiedAt: null })).toThrow(AppError);
    expect(() => assertConfirmedEmail({ emailVerifiedAt: new Date() })).not.toThrow();
  });
});
