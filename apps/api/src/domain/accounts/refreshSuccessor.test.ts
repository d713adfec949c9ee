import { describe, expect, it } from 'vitest';
import { openSuccessor, sealSuccessor, type Successor } from './refreshSuccessor';

const successor: Successor = {
  accessToken: 'access-2',
  accessTokenExpiresAt: new Date('2026-12-01T10:00:00Z'),
  refreshToken: 'refresh-2',
  refreshTokenExpiresAt: new Date('2027-01-30T10:00:00Z'),
};

describe('the sealed successor of a rotated refresh token', () => {
  it('opens with the old token and the same row, and keeps no plain token in the sealed text', () => {
    const sealed = sealSuccessor('refresh-1', 7, successor);
    expect(sealed).not.toContain('access-2');
    expect(openSuccessor('refresh-1', 7, sealed)).toEqual(successor);
  });

  it('opens with nothing else: another token, another row, or a changed text', () => {
    const sealed = sealSuccessor('refresh-1', 7, successor);
    expect(openSuccessor('refresh-x', 7, sealed)).toBeUndefined();
    expect(openSuccessor('refresh-1', 8, sealed)).toBeUndefined();
    const [iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(openSuccessor('refresh-1', 7, `${iv}.${tag}.${flipped}`)).toBeUndefined();
    expect(openSuccessor('refresh-1', 7, 'not sealed')).toBeUndefined();
  });
});
