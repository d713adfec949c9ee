import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TMessageReadQuery } from '@spona/contracts';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageRow } from '../arrangements/findArrangements';

/** LIKE pattern of a literal text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an arrangement's messages (SPEC §7 GET messaging/read and messaging/search): `limit`
 * from `skip`, by created_at in `order` (desc: newest first, the client reverses the page). With
 * `text`, only messages containing it, accents and case ignored. The caller has checked that the
 * viewer takes part in the arrangement.
 */
export async function findMessagePage(
  db: Db,
  arrangementId: number,
  query: TMessageReadQuery & { text?: string },
): Promise<{ rows: MessageRow[]; total: number }> {
  const conditions: SQL[] = [eq(messages.arrangementId, arrangementId)];
  if (query.text) {
    conditions.push(
      sql`spona_unaccent(lower(${messages.content})) like spona_unaccent(lower(${likePattern(query.text)}))`,
    );
  }
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(direction(messages.createdAt), direction(messages.id))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** A message with no access check (the event log compares its sender and receiver with the caller). */
export async function unsafeFindMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}
