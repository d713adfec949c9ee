import type { TArrangement, TMessage } from '@spona/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../appEvents';
import type { EchoConnection } from './echoConnection';
import { RealtimeSession } from './realtimeSession';

type Callback = (data: unknown) => void;

/** A stand-in for laravel-echo that records channels and lets a test deliver events. */
function buildFakeEcho() {
  const listeners = new Map<string, Callback>();
  const joined = new Set<string>();
  const whispers: { channel: string; event: string; data: unknown }[] = [];
  const channel = (name: string) => {
    joined.add(name);
    const api = {
      listen: (event: string, callback: Callback) => (listeners.set(`${name} ${event}`, callback), api),
      listenForWhisper: (event: string, callback: Callback) => (
        listeners.set(`${name} client-${event}`, callback),
        api
      ),
      whisper: (event: string, data: unknown) => (whispers.push({ channel: name, event, data }), api),
      here: (callback: Callback) => (listeners.set(`${name} here`, callback), api),
      joining: (callback: Callback) => (listeners.set(`${name} joining`, callback), api),
      leaving: (callback: Callback) => (listeners.set(`${name} leaving`, callback), api),
    };
    return api;
  };
  const echo = {
    private: (name: string) => channel(`private-${name}`),
    join: (name: string) => channel(`presence-${name}`),
    leave: (name: string) => {
      joined.delete(`private-${name}`);
      joined.delete(`presence-${name}`);
    },
    disconnect: vi.fn(),
    connector: { socket: {} },
  };
  const deliver = (channelName: string, event: string, data: unknown) =>
    listeners.get(`${channelName} ${event}`)?.(data);
  return { echo: echo as unknown as EchoConnection, joined, whispers, deliver };
}

const ME = 12;
const OTHER = 40;

function buildArrangement(id: number, status: TArrangement['status']): TArrangement {
  const person = {
    id: OTHER,
    type: 'INFLUENCER' as const,
    first_name: 'Ana',
    last_name: 'K.',
    company: null,
    image_url: null,
    initials: 'AK',
    initials_url: '/assets/static/initials/AK.jpeg',
  };
  return {
    id,
    status,
    role: 'RECEIVER',
    offer: { offer_id: 1, name: 'Reel', type: 'ADVERTISER_OFFER' },
    requester: person,
    receiver: { ...person, id: ME },
    other_party: person,
    compensation: null,
    terms: { compensation: null, deadline: null, deliverables: [] },
    open_proposal: null,
    deliveries: [],
    revisions_left: 2,
    expires_at: null,
    side: 'CREATOR',
    last_message: null,
    unseen_count: 0,
    needs_completion_prompt: false,
    my_review: null,
    allowed_operations: [],
    last_message_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('RealtimeSession (SPEC §4, REALTIME.md)', () => {
  it("listens on the user's own message, arrangement and notification channels", () => {
    const fake = buildFakeEcho();
    const session = new RealtimeSession(fake.echo, ME);
    expect([...fake.joined]).toEqual([
      'private-message.receiver.12',
      'private-arrangement.receiver.12',
      'private-notification.receiver.12',
    ]);
    session.close();
    expect([...fake.joined]).toEqual([]);
  });

  it("passes on a notification of staff's work, and drops a malformed one (issue 17)", () => {
    const fake = buildFakeEcho();
    new RealtimeSession(fake.echo, ME);
    const received: unknown[] = [];
    stops.push(appEvents.on('notificationNew', ({ notification }) => received.push(notification)));
    const event = { kind: 'SOCIAL_ACCOUNT_VERIFIED', data: { network: 'Instagram', username: 'ana' } };
    fake.deliver('private-notification.receiver.12', 'NotificationEvent', event);
    fake.deliver('private-notification.receiver.12', 'NotificationEvent', { kind: 'NOPE', data: {} });
    expect(received).toEqual([event]);
  });

  it('follows typing and presence of active arrangements only', () => {
    const fake = buildFakeEcho();
    const session = new RealtimeSession(fake.echo, ME);
    session.setActiveArrangements([5]);
    expect(fake.joined).toContain('private-message.typing.5');
    expect(fake.joined).toContain('presence-arrangement.5');

    // A new active arrangement starts them; one that ended stops them.
    fake.deliver('private-arrangement.receiver.12', 'ArrangementEvent', {
      arrangement: buildArrangement(6, 'REQUESTED'),
      action: 'NEW',
    });
    fake.deliver('private-arrangement.receiver.12', 'ArrangementEvent', {
      arrangement: buildArrangement(5, 'COMPLETED'),
      action: 'CHANGED',
    });
    expect(fake.joined).toContain('presence-arrangement.6');
    expect(fake.joined).not.toContain('private-message.typing.5');
    expect(fake.joined).not.toContain('presence-arrangement.5');
  });

  it('stops typing and leaves presence when a request expires (issue 16)', () => {
    const fake = buildFakeEcho();
    const session = new RealtimeSession(fake.echo, ME);
    session.setActiveArrangements([5, 6]);
    fake.deliver('private-arrangement.receiver.12', 'ArrangementEvent', {
      arrangement: buildArrangement(5, 'EXPIRED'),
      action: 'CHANGED',
    });
    expect(fake.joined).not.toContain('private-message.typing.5');
    expect(fake.joined).not.toContain('presence-arrangement.5');
    expect(fake.joined).toContain('presence-arrangement.6');
    session.whisperTyping(5, { typing: true, message_sent: false });
    expect(fake.whispers).toEqual([]);
  });

  it('turns wire events into app events, and drops malformed ones', () => {
    const fake = buildFakeEcho();
    new RealtimeSession(fake.echo, ME);
    const received: TMessage[] = [];
    stops.push(appEvents.on('messageNew', ({ message }) => received.push(message)));
    const message: TMessage = {
      id: 1,
      type: 'TEXT',
      sender: OTHER,
      receiver: ME,
      arrangement: 5,
      content: 'Hi',
      message_key: 'Abcd1234',
      created_at: '2026-01-01T00:00:00.000Z',
      attachments: [],
      seen_at: null,
      data: null,
    };
    fake.deliver('private-message.receiver.12', 'MessageEvent', { message });
    fake.deliver('private-message.receiver.12', 'MessageEvent', { message: { id: 'x' } });
    expect(received).toEqual([message]);
  });

  it('passes on when the other participant saw the conversation (issue 16 read receipts)', () => {
    const fake = buildFakeEcho();
    new RealtimeSession(fake.echo, ME);
    const seen: unknown[] = [];
    stops.push(appEvents.on('messageSeen', (event) => seen.push(event)));
    const seenAt = '2026-01-01T10:00:00.000Z';
    fake.deliver('private-message.receiver.12', 'MessageSeenEvent', {
      arrangement_id: 5,
      user_id: OTHER,
      seen_at: seenAt,
    });
    fake.deliver('private-message.receiver.12', 'MessageSeenEvent', { arrangement_id: 5 });
    expect(seen).toEqual([{ arrangementId: 5, userId: OTHER, seenAt }]);
  });

  it("reports the other participant's typing and presence, never the user's own", () => {
    const fake = buildFakeEcho();
    const session = new RealtimeSession(fake.echo, ME);
    session.setActiveArrangements([5]);
    const events: string[] = [];
    stops.push(appEvents.on('typingIn', ({ userId }) => events.push(`in ${userId}`)));
    stops.push(appEvents.on('typingOut', ({ userId }) => events.push(`out ${userId}`)));
    stops.push(appEvents.on('userJoined', ({ userId }) => events.push(`joined ${userId}`)));
    stops.push(appEvents.on('userLeft', ({ userId }) => events.push(`left ${userId}`)));
    const typing = (id: number, isTyping: boolean) => ({
      id,
      arrangement_id: 5,
      typing: isTyping,
      message_sent: false,
    });
    fake.deliver('private-message.typing.5', 'client-TypingEvent-5', typing(OTHER, true));
    fake.deliver('private-message.typing.5', 'client-TypingEvent-5', typing(ME, true));
    fake.deliver('private-message.typing.5', 'client-TypingEvent-5', typing(OTHER, false));
    fake.deliver('presence-arrangement.5', 'here', [
      { id: ME, name: 'Me' },
      { id: OTHER, name: 'Ana K.' },
    ]);
    fake.deliver('presence-arrangement.5', 'leaving', { id: OTHER, name: 'Ana K.' });
    expect(events).toEqual(['in 40', 'out 40', 'joined 40', 'left 40']);
  });

  it('whispers typing only on arrangements it follows', () => {
    const fake = buildFakeEcho();
    const session = new RealtimeSession(fake.echo, ME);
    session.setActiveArrangements([5]);
    session.whisperTyping(5, { typing: true, message_sent: false });
    session.whisperTyping(9, { typing: true, message_sent: false });
    expect(fake.whispers).toEqual([
      {
        channel: 'private-message.typing.5',
        event: 'TypingEvent-5',
        data: { id: ME, arrangement_id: 5, typing: true, message_sent: false },
      },
    ]);
  });
});
