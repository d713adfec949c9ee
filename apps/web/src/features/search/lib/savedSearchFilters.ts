import type { TSavedSearchFilters } from '@spona/contracts';

/**
 * A search page's API query as a saved search keeps it: as the query string would carry it (texts,
 * `featured=true`), empty values left out.
 */
export function savedSearchFiltersOf(query: Record<string, unknown>): TSavedSearchFilters {
  const filters: TSavedSearchFilters = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') filters[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') filters[key] = String(value);
  }
  return filters;
}
