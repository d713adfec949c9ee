import { MESSAGE_KEY_PATTERN } from '@spona/contracts';
import { describe, expect, it } from 'vitest';
import { generateMessageKey } from './messageKey';

describe('generateMessageKey (SPEC §9)', () => {
  it('makes 8 alphanumerics', () => {
    for (let i = 0; i < 200; i += 1) expect(generateMessageKey()).toMatch(MESSAGE_KEY_PATTERN);
  });

  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 500 }, () => generateMessageKey()));
    expect(keys.size).toBe(500);
  });
});
