/** Issue 20: a saved search is its owner's alone (anyone else: 404). */
export function canManageSavedSearch(user: { id: number }, search: { ownerId: number }): boolean {
  return search.ownerId === user.id;
}
