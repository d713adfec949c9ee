import { describe, expect, it } from 'vitest';
import { hasConfirmedEmail } from './accounts';

describe('email confirmation policy', () => {
  it('lets only users with a confirmed email start arrangements', () => {
    expect(hasConfirmedEmail({ emailVerifiedAt: new Date() })).toBe(true);
    expect(hasConfirmedEmail({ emailVerifiedAt: null })).toBe(false);
  });
});
