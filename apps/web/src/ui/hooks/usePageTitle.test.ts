import { describe, expect, it } from 'vitest';
import { titleKindOf } from './usePageTitle';

describe('page titles (SPEC §2)', () => {
  it.each([
    ['/login', 'login'],
    ['/Login/', 'login'],
    ['/register', 'register'],
    ['/register/', 'register'],
    ['/register/verify/abc', 'register'],
    ['/registered', 'default'],
    ['/', 'default'],
    ['/login/extra', 'default'],
    ['/dashboard', 'default'],
  ])('gives %s the %s title', (path, kind) => {
    expect(titleKindOf(path)).toBe(kind);
  });
});
