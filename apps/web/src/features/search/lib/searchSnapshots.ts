import { setRecent } from '../../../lib/recentMap';

/**
 * What a search page leaves behind in each of its history entries, so that a return from a profile
 * can re-attach it (SPEC §2): the visit whose cached result pages it showed, its scroll position and the
 * result whose link was opened by the keyboard.
 * Kept in memory, like the pages themselves: a reload starts fresh.
 */
export interface TSearchSnapshot {
  /** The visit id in the query key of the result pages. */
  visitId: string;
  scrollY: number;
  /** The `href` of the result link that had the focus when the entry was left (issue 18). */
  focusedHref?: string;
}

/** Each search, sort and loaded page is a history entry; only the latest ones can be returned to. */
const MAX_SNAPSHOTS = 100;
const snapshots = new Map<string, TSearchSnapshot>();

export function saveSearchSnapshot(entryKey: string, snapshot: TSearchSnapshot): void {
  setRecent(snapshots, entryKey, snapshot, MAX_SNAPSHOTS);
}

export function findSearchSnapshot(entryKey: string): TSearchSnapshot | undefined {
  return snapshots.get(entryKey);
}

/** Forgets every snapshot (tests). */
export function clearSearchSnapshots(): void {
  snapshots.clear();
}
