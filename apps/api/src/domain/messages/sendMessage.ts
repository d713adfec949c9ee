import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { ARRANGEMENT_STATUSES, type TMessageSend } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, messages } from '../../db/schema';
import { roleIn } from '../../policies/arrangements';
import { loadMessageFiles, type PrivateFileRow } from '../arrangements/collaboration';
import type { ArrangementRow, MessageRow } from '../arrangements/findArrangements';
import { attachPrivateFiles } from '../arrangements/privateFiles';
import { transitionRefusalError } from '../arrangements/refusals';
import { decideTransition, QUIET_FACTS, type ArrangementRole } from '../arrangements/transition';
import { NotFound } from '../errors';

export type SentMessage = {
  message: MessageRow;
  arrangement: ArrangementRow;
  isNew: boolean;
  /** Issue 16: the files the message carries. */
  files: PrivateFileRow[];
};
type StoredMessage = Omit<SentMessage, 'files'>;

/** The statuses in which each side may SEND, read once from the state machine (transition.ts). */
const sendableStatuses = (role: ArrangementRole) =>
  ARRANGEMENT_STATUSES.filter((status) => decideTransition(status, 'SEND', role, QUIET_FACTS).ok);

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
/** `(status in (...))`, or false when the side may never send. */
const statusIn = (statuses: readonly string[]): SQL =>
  statuses.length === 0 ? sql`false` : sql.raw(`a.status in (${statuses.map(quote).join(', ')})`);
const REQUESTER_MAY_SEND = statusIn(sendableStatuses('REQUESTER'));
const RECEIVER_MAY_SEND = statusIn(sendableStatuses('RECEIVER'));

type Columns = Array<[key: string, column: PgColumn]>;
const columnsOf = (table: PgTable) => Object.entries(getTableColumns(table)) as Columns;
const arrangementColumns = columnsOf(arrangements);
const messageColumns = columnsOf(messages);

/** `alias.column as "prefix_column", ...` for every column of a table. */
const selectAs = (columns: Columns, alias: string, prefix: string): SQL =>
  sql.join(
    columns.map(
      ([, column]) =>
        sql`${sql.identifier(alias)}.${sql.identifier(column.name)} as ${sql.identifier(`${prefix}${column.name}`)}`,
    ),
    sql`, `,
  );

/** A table's row from the prefixed columns of a raw result, mapped as a Drizzle select maps it. */
function rowOf<TRow>(columns: Columns, raw: Record<string, unknown>, prefix: string): TRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[`${prefix}${column.name}`];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TRow;
}

type Outcome = { arrangement: ArrangementRow; message?: MessageRow; isNew: boolean } | undefined;

const p = {
  arrangementId: sql.placeholder('arrangementId'),
  senderId: sql.placeholder('senderId'),
  content: sql.placeholder('content'),
  messageKey: sql.placeholder('messageKey'),
  at: sql.placeholder('at'),
};

/**
 * The whole send as one statement (one round trip, its own transaction): lock the arrangement row if
 * the sender is a participant (FOR UPDATE: a send and a transition never interleave, and the status is
 * the latest committed one), find the sender's message with this key, else insert the message when
 * the status allows the sender to SEND and count it unseen for the receiver (and the activity times,
 * and the receiver's first answer), only when the insert happened. A concurrent send of the same key waits on the row lock and then
 * inserts nothing (ON CONFLICT); the caller reads the stored row then.
 */
const SEND_STATEMENT = new PgDialect().sqlToQuery(sql`
  with a as materialized (
    select * from ${arrangements}
    where id = ${p.arrangementId}::integer
      and (requester_id = ${p.senderId}::integer or receiver_id = ${p.senderId}::integer)
    for update
  ),
  existing as materialized (
    select m.* from ${messages} m join a on m.arrangement_id = a.id
    where m.sender_id = ${p.senderId}::integer and m.message_key = ${p.messageKey}::text
  ),
  ins as (
    insert into ${messages} (arrangement_id, sender_id, receiver_id, type, content, message_key, created_at)
    select a.id, ${p.senderId}::integer,
      case when a.requester_id = ${p.senderId}::integer then a.receiver_id else a.requester_id end,
      'TEXT', ${p.content}::text, ${p.messageKey}::text, ${p.at}::timestamptz
    from a
    where (case when a.requester_id = ${p.senderId}::integer then ${REQUESTER_MAY_SEND} else ${RECEIVER_MAY_SEND} end)
      and not exists (select 1 from existing)
    on conflict (arrangement_id, sender_id, message_key) do nothing
    returning *
  ),
  upd as (
    update ${arrangements} u set
      requester_unseen_count =
        u.requester_unseen_count + (case when u.requester_id = ${p.senderId}::integer then 0 else 1 end),
      receiver_unseen_count =
        u.receiver_unseen_count + (case when u.requester_id = ${p.senderId}::integer then 1 else 0 end),
      last_message_at = ${p.at}::timestamptz,
      last_activity_at = ${p.at}::timestamptz,
      updated_at = ${p.at}::timestamptz,
      -- Issue 16: the receiver's first message is their answer (response rate and time).
      responded_at = coalesce(u.responded_at,
        case when u.receiver_id = ${p.senderId}::integer then ${p.at}::timestamptz end)
    from ins
    where u.id = ins.arrangement_id
    returning u.*
  )
  select ${selectAs(arrangementColumns, 'a', 'a_')}, ${selectAs(arrangementColumns, 'upd', 'u_')},
    ${selectAs(messageColumns, 'ins', 'i_')}, ${selectAs(messageColumns, 'existing', 'e_')}
  from a left join upd on true left join ins on true left join existing on true
`);

type SendStatement = {
  execute(values: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }>;
};
/** Prepared once per database (a named statement, parsed once per connection). */
const prepared = new WeakMap<Db, SendStatement>();
function sendStatementOf(db: Db): SendStatement {
  let statement = prepared.get(db);
  if (!statement) {
    statement = db._.session.prepareQuery(
      SEND_STATEMENT,
      undefined,
      'spona_send_message',
      false,
    ) as unknown as SendStatement;
    prepared.set(db, statement);
  }
  return statement;
}

async function trySend(db: Db, senderId: number, input: TMessageSend, now: Date): Promise<Outcome> {
  const result = await sendStatementOf(db).execute({
    arrangementId: input.arrangement_id,
    senderId,
    content: input.content,
    messageKey: input.message_key,
    at: now.toISOString(),
  });
  const raw = result.rows[0];
  if (!raw) return undefined;
  if (raw.i_id !== null && raw.i_id !== undefined) {
    return {
      message: rowOf<MessageRow>(messageColumns, raw, 'i_'),
      arrangement: rowOf<ArrangementRow>(arrangementColumns, raw, 'u_'),
      isNew: true,
    };
  }
  const arrangement = rowOf<ArrangementRow>(arrangementColumns, raw, 'a_');
  if (raw.e_id !== null && raw.e_id !== undefined) {
    return { message: rowOf<MessageRow>(messageColumns, raw, 'e_'), arrangement, isNew: false };
  }
  return { arrangement, isNew: false };
}

/** The sender's message with this key, read now (after a concurrent send of the key committed). */
async function findStored(db: Db, arrangementId: number, senderId: number, key: string) {
  const [stored] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.arrangementId, arrangementId),
        eq(messages.senderId, senderId),
        eq(messages.messageKey, key),
      ),
    );
  return stored;
}

/**
 * The message of a send (SPEC §7 POST messages/messaging/send): stores it and counts it unseen for the receiver,
 * atomically under the arrangement's row lock (so it cannot land in an arrangement that was just
 * canceled), committed when this returns. The same message key again from the same sender answers the
 * stored message (isNew false), also when the arrangement is no longer active. Only the participants
 * may write (404 for anyone else), and only while the state machine allows SEND (transition.ts).
 * Usually one statement; a refused send or a retry racing its original costs one more read.
 */
async function storeMessage(db: Db, senderId: number, input: TMessageSend): Promise<StoredMessage> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await trySend(db, senderId, input, new Date());
    if (!outcome) throw new NotFound();
    const { arrangement } = outcome;
    if (outcome.message) return { message: outcome.message, arrangement, isNew: outcome.isNew };
    // Not inserted and not stored when the statement began: a concurrent send of this key committed
    // meanwhile, or the status does not allow SEND. The stored message wins, as it did under the lock.
    const stored = await findStored(db, arrangement.id, senderId, input.message_key);
    if (stored) return { message: stored, arrangement, isNew: false };
    const role = roleIn(arrangement, senderId);
    if (!role) throw new NotFound();
    const decision = decideTransition(arrangement.status, 'SEND', role, QUIET_FACTS);
    if (!decision.ok) throw transitionRefusalError(decision.reason, arrangement.status, 'SEND');
    // Allowed, yet the key conflicted with a row that is gone again: try once more.
    if (attempt >= 2) throw new Error('sendMessage: the message key conflicts but no message has it');
  }
}

/** The files a stored message was sent with (a retried send answers them too). */
const filesOf = async (db: Db, message: MessageRow) =>
  (await loadMessageFiles(db, [message.id])).get(message.id) ?? [];

/**
 * SPEC §7 POST messages/messaging/send (storeMessage above: one statement when the message carries no
 * files). Issue 16: with `attachment_ids`, the message and its files are one transaction: the files
 * must be the sender's own uploads of this arrangement that no message or delivery took yet
 * (attachPrivateFiles), else 422 arrangements.fileUnavailable and nothing is stored. A retried send
 * (same key) answers the stored message with its files, attaching nothing.
 */
export async function sendMessage(db: Db, senderId: number, input: TMessageSend): Promise<SentMessage> {
  if (input.attachment_ids.length === 0) {
    const sent = await storeMessage(db, senderId, input);
    return { ...sent, files: sent.isNew ? [] : await filesOf(db, sent.message) };
  }
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const sent = await storeMessage(tx, senderId, input);
    if (!sent.isNew) return { ...sent, files: await filesOf(tx, sent.message) };
    const files = await attachPrivateFiles(
      tx,
      {
        arrangementId: sent.message.arrangementId,
        uploaderId: senderId,
        fileIds: input.attachment_ids,
        field: 'attachment_ids',
      },
      { messageId: sent.message.id },
    );
    return { ...sent, files };
  });
}
