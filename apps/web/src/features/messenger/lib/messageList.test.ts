import type { TMessage } from '@spona/contracts';
import { describe, expect, it } from 'vitest';
import { findStillPending, markSeenUpTo, mergeMessages } from './messageList';

let nextId = 1;
function buildMessage(overrides: Partial<TMessage> = {}): TMessage {
  const id = overrides.id ?? nextId++;
  return {
    id,
    type: 'TEXT',
    sender: 1,
    receiver: 2,
    arrangement: 10,
    content: `message ${id}`,
    message_key: null,
    created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, id)).toISOString(),
    attachments: [],
    seen_at: null,
    data: null,
    ...overrides,
  };
}

describe('mergeMessages', () => {
  it('keeps the conversation oldest to newest whatever order pages arrive in', () => {
    const [a, b, c, d] = [1, 2, 3, 4].map((id) => buildMessage({ id }));
    expect(mergeMessages([c!, d!], [a!, b!]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('shows a message once when it arrives live and again in a page after a reconnect', () => {
    const live = buildMessage({ id: 20, message_key: 'Ab12Cd34' });
    const merged = mergeMessages(mergeMessages([], [live]), [buildMessage({ id: 19 }), { ...live }]);
    expect(merged.map((m) => m.id)).toEqual([19, 20]);
  });

  it('treats the same sender and message key as the same message', () => {
    const first = buildMessage({ id: 30, message_key: 'Key00001' });
    const again = { ...first, id: 31 };
    expect(mergeMessages([first], [again]).map((m) => m.id)).toEqual([31]);
  });

  it('keeps equal keys of different senders apart', () => {
    const mine = buildMessage({ id: 40, sender: 1, message_key: 'Same0001' });
    const theirs = buildMessage({ id: 41, sender: 2, message_key: 'Same0001' });
    expect(mergeMessages([mine], [theirs])).toHaveLength(2);
  });

  it('orders messages of the same second by id', () => {
    const at = '2026-01-01T12:00:00.000Z';
    const merged = mergeMessages(
      [buildMessage({ id: 51, created_at: at })],
      [buildMessage({ id: 50, created_at: at })],
    );
    expect(merged.map((m) => m.id)).toEqual([50, 51]);
  });
});

describe('findStillPending', () => {
  it('drops a pending bubble once its stored message is there', () => {
    const pending = [
      { messageKey: 'Pend0001', content: 'a' },
      { messageKey: 'Pend0002', content: 'b' },
    ];
    const stored = [buildMessage({ message_key: 'Pend0001' })];
    expect(findStillPending(pending, stored)).toEqual([{ messageKey: 'Pend0002', content: 'b' }]);
  });
});

describe('markSeenUpTo (issue 16 read receipts)', () => {
  it('marks the messages to the viewer written until they opened the conversation, and no others', () => {
    const seenAt = new Date(Date.UTC(2026, 0, 1, 12, 0, 30)).toISOString();
    const before = buildMessage({ created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, 10)).toISOString() });
    const after = buildMessage({ created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, 40)).toISOString() });
    const theirs = buildMessage({ sender: 2, receiver: 1 });
    const earlier = new Date(Date.UTC(2026, 0, 1, 11, 0, 0)).toISOString();
    const seenBefore = buildMessage({ seen_at: earlier });
    const result = markSeenUpTo([before, after, theirs, seenBefore], { seenBy: 2, seenAt });
    expect(result.map((m) => m.seen_at)).toEqual([seenAt, null, null, earlier]);
    expect(result[1]).toBe(after);
  });

  it('keeps the same list when nothing new was seen', () => {
    const list = [buildMessage({ sender: 2, receiver: 1 })];
    expect(markSeenUpTo(list, { seenBy: 2, seenAt: new Date().toISOString() })).toBe(list);
  });
});
