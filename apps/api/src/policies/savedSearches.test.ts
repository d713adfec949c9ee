import { describe, expect, it } from 'vitest';
import { canManageSavedSearch } from './savedSearches';

describe('saved search policies', () => {
  it('lets only the owner read or delete a saved search', () => {
    expect(canManageSavedSearch({ id: 1 }, { ownerId: 1 })).toBe(true);
    expect(canManageSavedSearch({ id: 2 }, { ownerId: 1 })).toBe(false);
  });
});
