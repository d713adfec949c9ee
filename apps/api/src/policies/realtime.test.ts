import { describe, expect, it } from 'vitest';
import { realtimeChannels } from '@spona/contracts';
import {
  arrangementOfChannel,
  canSubscribe,
  canWhisper,
  isPresenceChannel,
  parseChannel,
  presenceName,
} from './realtime';

const participants = { requesterId: 12, receiverId: 40, status: 'IN_PROGRESS' as const };

describe('real-time channel names', () => {
  it('read the four channels of SPEC §7 as the contracts spell them', () => {
    expect(parseChannel(realtimeChannels.messageReceiver(12))).toEqual({
      kind: 'messageReceiver',
      userId: 12,
    });
    expect(parseChannel(realtimeChannels.arrangementReceiver(7))).toEqual({
      kind: 'arrangementReceiver',
      userId: 7,
    });
    expect(parseChannel(realtimeChannels.messageTyping(345))).toEqual({
      kind: 'messageTyping',
      arrangementId: 345,
    });
    expect(parseChannel(realtimeChannels.arrangementPresence(345))).toEqual({
      kind: 'arrangementPresence',
      arrangementId: 345,
    });
  });

  it('know no other channel, and no id that is not a positive integer', () => {
    for (const name of [
      '',
      'message.receiver.12',
      'private-message.receiver.',
      'private-message.receiver.012',
      'private-message.receiver.0',
      'private-message.receiver.-1',
      'private-message.receiver.1.2',
      'private-message.receiver.12 ',
      'private-message.receiver.99999999999',
      'private-message.receiver.2147483648',
      'presence-message.typing.3',
      'private-arrangement.3',
      '#user:12',
    ]) {
      expect(parseChannel(name), name).toBeUndefined();
    }
    expect(parseChannel('private-message.receiver.2147483647')).toEqual({
      kind: 'messageReceiver',
      userId: 2147483647,
    });
  });

  it('tie typing and presence channels to their arrangement, and only presence to members', () => {
    expect(arrangementOfChannel(parseChannel('private-message.typing.9')!)).toBe(9);
    expect(arrangementOfChannel(parseChannel('presence-arrangement.9')!)).toBe(9);
    expect(arrangementOfChannel(parseChannel('private-message.receiver.9')!)).toBeUndefined();
    expect(isPresenceChannel(parseChannel('presence-arrangement.9')!)).toBe(true);
    expect(isPresenceChannel(parseChannel('private-message.typing.9')!)).toBe(false);
  });
});

describe('who may subscribe', () => {
  it("lets a user have their own receiver channels and nobody else's", () => {
    expect(canSubscribe(12, parseChannel('private-message.receiver.12')!, undefined)).toBe(true);
    expect(canSubscribe(12, parseChannel('private-arrangement.receiver.12')!, undefined)).toBe(true);
    expect(canSubscribe(40, parseChannel('private-message.receiver.12')!, undefined)).toBe(false);
    expect(canSubscribe(40, parseChannel('private-arrangement.receiver.12')!, undefined)).toBe(false);
  });

  it("lets both participants, and only them, into an arrangement's typing and presence channels", () => {
    for (const name of ['private-message.typing.345', 'presence-arrangement.345']) {
      const channel = parseChannel(name)!;
      expect(canSubscribe(12, channel, participants)).toBe(true);
      expect(canSubscribe(40, channel, participants)).toBe(true);
      expect(canSubscribe(41, channel, participants)).toBe(false);
      expect(canSubscribe(12, channel, undefined)).toBe(false);
    }
  });

  it('keeps everyone out of the typing and presence channels of an arrangement that is not active', () => {
    for (const name of ['private-message.typing.345', 'presence-arrangement.345']) {
      const channel = parseChannel(name)!;
      expect(canSubscribe(12, channel, { ...participants, status: 'REQUESTED' })).toBe(true);
      // SPEC §4 and issue 16: only REQUESTED and IN_PROGRESS are active; EXPIRED is not.
      for (const status of ['COMPLETED', 'ABORTED', 'DECLINED', 'CANCELED', 'EXPIRED'] as const) {
        expect(canSubscribe(12, channel, { ...participants, status })).toBe(false);
        expect(canSubscribe(40, channel, { ...participants, status })).toBe(false);
      }
    }
  });
});

describe('whispers', () => {
  it('relay only client- events on a joined private or presence channel', () => {
    expect(canWhisper('private-message.typing.3', 'client-TypingEvent-3', true)).toBe(true);
    expect(canWhisper('presence-arrangement.3', 'client-anything', true)).toBe(true);
    expect(canWhisper('private-message.typing.3', 'client-TypingEvent-3', false)).toBe(false);
    expect(canWhisper('private-message.typing.3', 'MessageEvent', true)).toBe(false);
    expect(canWhisper('private-message.typing.3', 'client-', true)).toBe(false);
    expect(canWhisper('private-message.typing.3', `client-${'x'.repeat(101)}`, true)).toBe(false);
    expect(canWhisper('message.typing.3', 'client-TypingEvent-3', true)).toBe(false);
  });
});

describe('presence names', () => {
  it('show the first name and the initial of the last name', () => {
    expect(presenceName({ firstName: 'Ana', lastName: 'Kovač' })).toBe('Ana K.');
    expect(presenceName({ firstName: 'Marko', lastName: ' perić' })).toBe('Marko P.');
    expect(presenceName({ firstName: 'Ana', lastName: '' })).toBe('Ana');
  });
});
