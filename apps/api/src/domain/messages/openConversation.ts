import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrangements, messages } from '../../db/schema';
import { roleIn } from '../../policies/arrangements';
import type { ArrangementRow } from '../arrangements/findArrangements';

/** What opening a conversation did: when, and how many messages to the viewer it marked seen. */
export type OpenedConversation = { seenAt: Date; markedSeen: number };

/**
 * SPEC §7 POST messaging/open: the viewer, a participant (the caller authorized them with
 * canViewArrangement), has seen every message of the arrangement; their unseen count is 0. Issue 16
 * read receipts: the messages to the viewer not seen yet get `seen_at` now. One statement.
 */
export async function openConversation(
  db: Db,
  arrangement: ArrangementRow,
  viewerId: number,
  now = new Date(),
): Promise<OpenedConversation> {
  const unseenColumn =
    roleIn(arrangement, viewerId) === 'REQUESTER'
      ? arrangements.requesterUnseenCount
      : arrangements.receiverUnseenCount;
  const result = await db.execute<{ marked: number | string }>(sql`
    with marked as (
      update ${messages} set seen_at = ${now.toISOString()}::timestamptz
      where ${messages.arrangementId} = ${arrangement.id}
        and ${messages.receiverId} = ${viewerId}
        and ${messages.seenAt} is null
        and ${messages.senderId} is distinct from ${viewerId}
      returning 1
    ), cleared as (
      update ${arrangements} set ${sql.identifier(unseenColumn.name)} = 0
      where ${arrangements.id} = ${arrangement.id}
    )
    select count(*)::int as marked from marked`);
  return { seenAt: now, markedSeen: Number(result.rows[0]?.marked ?? 0) };
}
