import type { TMessage } from '@spona/contracts';
import type { PrivateFileRow } from '../domain/arrangements/collaboration';
import type { MessageRow } from '../domain/arrangements/findArrangements';
import { presentPrivateFile } from './privateFile';

/**
 * SPEC §3 Message, as the API answers it and MessageEvent carries it, with its files (issue 16;
 * loaded by the caller with loadMessageFiles), when the receiver saw it, and a SYSTEM line's facts.
 */
export function presentMessage(row: MessageRow, files: readonly PrivateFileRow[] = []): TMessage {
  return {
    id: row.id,
    type: row.type,
    sender: row.senderId,
    receiver: row.receiverId,
    arrangement: row.arrangementId,
    content: row.content,
    message_key: row.messageKey,
    created_at: row.createdAt.toISOString(),
    attachments: files.map(presentPrivateFile),
    seen_at: row.seenAt?.toISOString() ?? null,
    data: row.data ?? null,
  };
}
