import { describe, expect, it } from 'vitest';
import { Forbidden, NotFound } from '../domain/errors';
import { authorize } from './authorize';

describe('authorize', () => {
  it('goes on when the policy allows', () => {
    expect(() => authorize(true)).not.toThrow();
  });

  it('refuses with NotFound unless told otherwise, so a stranger learns nothing of the row', () => {
    expect(() => authorize(false)).toThrow(NotFound);
  });

  it('refuses with the given Forbidden and its reason', () => {
    expect(() => authorize(false, new Forbidden('errors.emailNotConfirmed'))).toThrow(
      expect.objectContaining({ name: 'Forbidden', messageKey: 'errors.emailNotConfirmed' }),
    );
  });
});
