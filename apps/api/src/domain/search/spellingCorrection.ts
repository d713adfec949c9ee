import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toSearchText, type SearchText } from './textMatch';
import type { SearchPage } from './searchPage';

/**
 * The text with each unknown word replaced by the nearest known word (spona_correct_words() of
 * migration 0013: names, cities, companies and category names within one edit), or undefined when
 * no word changed.
 */
export async function correctSearchText(db: Db, text: SearchText): Promise<SearchText | undefined> {
  const words = sql.join(
    text.words.map((word) => sql`${word}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ words: string[] | null }>(
    sql`SELECT spona_correct_words(ARRAY[${words}]::text[]) AS words`,
  );
  const corrected = rows[0]?.words;
  return corrected ? toSearchText(corrected.join(' ')) : undefined;
}

/**
 * Issue 5, "typos do not hide anyone": a text search that finds nothing runs once more with its
 * spelling corrected ('zagrb' finds Zagreb, 'nowak' finds Novak), and says which text it used.
 * Searches that find something are never second-guessed, so a correction costs only empty searches.
 */
export async function withSpellingCorrection(
  db: Db,
  rawText: string | undefined,
  search: (text: SearchText | undefined) => Promise<SearchPage>,
): Promise<SearchPage> {
  const text = toSearchText(rawText);
  const page = await search(text);
  if (!text || page.total > 0) return page;
  const corrected = await correctSearchText(db, text);
  if (!corrected) return page;
  return { ...(await search(corrected)), correctedText: corrected.plain };
}
