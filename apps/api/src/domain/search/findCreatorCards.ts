import type { TResponseStats } from '@spona/contracts';
import type { Db } from '../../db/client';
import { findResponseStats } from '../arrangements/responseStats';
import { findUserCards, type UserCardRow } from './findUserCards';

/** A creator card's facts: the card row and (issue 16) the response figures, or null. */
export type CreatorCardFacts = { row: UserCardRow; responseStats: TResponseStats | null };

/**
 * The cards of the given creators by id (issue 20: shortlists and campaigns show the search card),
 * read in two batched queries; no access check (the caller's ids are the creators it may show).
 */
export async function findCreatorCards(db: Db, ids: number[]): Promise<Map<number, CreatorCardFacts>> {
  const [rows, stats] = await Promise.all([findUserCards(db, ids), findResponseStats(db, ids)]);
  return new Map(rows.map((row) => [row.id, { row, responseStats: stats.get(row.id) ?? null }]));
}
