import type { TLocale, TShortlist, TShortlistEntry, TShortlistSummary } from '@spona/contracts';
import type { ShortlistEntry, ShortlistRow, ShortlistSummary } from '../domain/shortlists/manageShortlists';
import { presentCreatorCard } from './searchCard';

/** Issue 20: a saved creator: the search card, the owner's note, when saved. */
export function presentShortlistEntry(entry: ShortlistEntry, locale: TLocale): TShortlistEntry {
  return {
    creator: presentCreatorCard(entry.card.row, locale, entry.card.responseStats),
    note: entry.note,
    added_at: entry.addedAt.toISOString(),
  };
}

const presentBase = (row: ShortlistRow) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Issue 20: a list of GET shortlists, with the ids of its creators. */
export function presentShortlistSummary(row: ShortlistSummary): TShortlistSummary {
  return { ...presentBase(row), creator_count: row.creatorIds.length, creator_ids: row.creatorIds };
}

/** Issue 20: GET shortlists/{id}: the list with its creators' cards. */
export function presentShortlist(row: ShortlistRow, entries: ShortlistEntry[], locale: TLocale): TShortlist {
  return {
    ...presentBase(row),
    creator_count: entries.length,
    creators: entries.map((entry) => presentShortlistEntry(entry, locale)),
  };
}
