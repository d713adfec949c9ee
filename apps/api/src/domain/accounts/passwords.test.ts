import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, hashPasswordLimited, verifyPassword } from './passwords';

describe('passwords', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('spona-demo-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'spona-demo-2026')).toBe(true);
    expect(await verifyPassword(hash, 'Spona-demo-2026')).toBe(false);
  });

  it('refuses any password against a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('checks a password hashed within the cap, and refuses any password of an unknown login', async () => {
    const hash = await hashPasswordLimited('spona-demo-2026');
    expect(await checkPassword(hash, 'spona-demo-2026')).toBe(true);
    expect(await checkPassword(hash, 'wrong')).toBe(false);
    expect(await checkPassword(undefined, 'spona-demo-2026')).toBe(false);
  });
});
