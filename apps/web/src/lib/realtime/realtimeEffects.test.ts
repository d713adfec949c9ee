// @vitest-environment jsdom
import '../../test/setupDom';
import type { TMessage } from '@spona/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildArrangement } from '../../test/arrangementFixture';
import { appEvents } from '../appEvents';
import { startRealtimeEffects } from './realtimeEffects';
import { realtimeStore } from './realtimeStore';

const ME = 12;
const OTHER = 40;

function buildMessage(id: number, overrides: Partial<TMessage> = {}): TMessage {
  return {
    id,
    type: 'TEXT',
    sender: OTHER,
    receiver: ME,
    arrangement: 5,
    content: `message ${id}`,
    message_key: null,
    created_at: '2026-01-02T10:00:00.000Z',
    attachments: [],
    seen_at: null,
    data: null,
    ...overrides,
  };
}

let sounds = 0;
const stops: (() => void)[] = [];

beforeEach(() => {
  sounds = 0;
  window.history.pushState({}, '', '/dashboard');
  stops.push(appEvents.on('soundAlert', () => (sounds += 1)));
  stops.push(startRealtimeEffects(ME));
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  realtimeStore.reset();
});

describe('startRealtimeEffects: the alert sound (SPEC §4, issue 16)', () => {
  it('plays once for a new request (ArrangementEvent NEW and its MessageEvent)', () => {
    appEvents.emit('arrangementNew', {
      arrangement: buildArrangement({ status: 'REQUESTED', role: 'RECEIVER' }),
    });
    appEvents.emit('messageNew', { message: buildMessage(1) });
    expect(sounds).toBe(1);
    expect(realtimeStore.get().unseenArrangementIds).toEqual([5]);
  });

  it('plays once for a change that comes with several lines', () => {
    appEvents.emit('arrangementChanged', { arrangement: buildArrangement() });
    appEvents.emit('messageNew', { message: buildMessage(1, { type: 'SYSTEM', content: 'IN_PROGRESS' }) });
    appEvents.emit('messageNew', { message: buildMessage(2) });
    expect(sounds).toBe(1);
  });

  it('plays for a message of another arrangement in the same moment', () => {
    appEvents.emit('messageNew', { message: buildMessage(1) });
    appEvents.emit('messageNew', { message: buildMessage(2, { arrangement: 6 }) });
    expect(sounds).toBe(2);
  });

  it("stays quiet for the user's own messages and requests", () => {
    appEvents.emit('arrangementNew', { arrangement: buildArrangement({ role: 'REQUESTER' }) });
    appEvents.emit('messageNew', { message: buildMessage(1, { sender: ME, receiver: OTHER }) });
    expect(sounds).toBe(0);
  });

  it('stays quiet in the messenger, in that conversation or another', () => {
    window.history.pushState({}, '', '/messenger/5');
    appEvents.emit('messageNew', { message: buildMessage(1) });
    window.history.pushState({}, '', '/messenger');
    appEvents.emit('messageNew', { message: buildMessage(2, { arrangement: 6 }) });
    expect(sounds).toBe(0);
  });
});
