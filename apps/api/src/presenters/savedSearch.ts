import type { TSavedSearch } from '@spona/contracts';
import type { SavedSearchRow } from '../domain/savedSearches/manageSavedSearches';

/** A saved search as its owner reads it (never its unsubscribe token). */
export function presentSavedSearch(row: SavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    filters: row.filters,
    alerts: row.alerts,
    created_at: row.createdAt.toISOString(),
  };
}
