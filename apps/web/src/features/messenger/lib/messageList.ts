import type { TMessage } from '@spona/contracts';

function compareMessages(a: TMessage, b: TMessage): number {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  return byTime !== 0 ? byTime : a.id - b.id;
}

/** Keys are the sender's, so a key counts per sender. */
function findKey(message: TMessage): string | undefined {
  return message.message_key ? `${message.sender ?? 'system'}:${message.message_key}` : undefined;
}

/**
 * Merges messages into a conversation, oldest first, each message once: a message already there by id
 * or by message_key (a live event of a message whose send answer also arrived) is replaced, not added.
 */
export function mergeMessages(current: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  const byId = new Map<number, TMessage>();
  const idByKey = new Map<string, number>();
  for (const message of [...current, ...incoming]) {
    const key = findKey(message);
    const sameKeyId = key ? idByKey.get(key) : undefined;
    if (sameKeyId !== undefined && sameKeyId !== message.id) byId.delete(sameKeyId);
    byId.set(message.id, message);
    if (key) idByKey.set(key, message.id);
  }
  return [...byId.values()].sort(compareMessages);
}

/** A message being sent: shown at once as a pending bubble, removed when the answer comes. */
export interface PendingMessage {
  messageKey: string;
  content: string;
}

/** Pending messages whose stored message has not arrived yet (by message key). */
export function findStillPending(
  pending: readonly PendingMessage[],
  messages: readonly TMessage[],
): PendingMessage[] {
  const keys = new Set(messages.map((message) => message.message_key).filter(Boolean));
  return pending.filter((item) => !keys.has(item.messageKey));
}

/**
 * Issue 16 read receipts: `seenBy` opened the conversation at `seenAt` (MessageSeenEvent), so the
 * messages to them written until then are seen. Unchanged messages (and the list, when none changed)
 * stay the same objects.
 */
export function markSeenUpTo(
  messages: readonly TMessage[],
  { seenBy, seenAt }: { seenBy: number; seenAt: string },
): readonly TMessage[] {
  const until = Date.parse(seenAt);
  let isChanged = false;
  const next = messages.map((message) => {
    if (message.seen_at !== null || message.receiver !== seenBy || message.sender === seenBy) return message;
    if (Date.parse(message.created_at) > until) return message;
    isChanged = true;
    return { ...message, seen_at: seenAt };
  });
  return isChanged ? next : messages;
}
