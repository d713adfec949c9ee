import type { TMessage } from '@spona/contracts';
import type { MessageRow } from '../domain/arrangements/findArrangements';

/** SPEC §3 Message, as the API answers it and MessageEvent carries it. */
export function presentMessage(row: MessageRow): TMessage {
  return {
    id: row.id,
    type: row.type,
    sender: row.senderId,
    receiver: row.receiverId,
    arrangement: row.arrangementId,
    content: row.content,
    message_key: row.messageKey,
    created_at: row.createdAt.toISOString(),
  };
}
