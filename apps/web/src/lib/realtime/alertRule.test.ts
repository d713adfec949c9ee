import { ALERT_SOUND_BURST_MS } from '@spona/contracts';
import { describe, expect, it } from 'vitest';
import { decideAlert, type AlertLog } from './alertRule';

/** Runs the events through the rule in order; answers which played. */
function playedOf(events: { arrangementId: number; at: number; isInMessenger?: boolean }[]): boolean[] {
  let log: AlertLog = new Map();
  return events.map(({ arrangementId, at, isInMessenger = false }) => {
    const decision = decideAlert(log, { arrangementId, now: at, isInMessenger });
    log = decision.log;
    return decision.shouldPlay;
  });
}

describe('decideAlert (SPEC §4 sound alert, issue 16)', () => {
  it('plays once for a new request: its ArrangementEvent and its MessageEvent are one event', () => {
    expect(
      playedOf([
        { arrangementId: 5, at: 0 },
        { arrangementId: 5, at: 15 },
      ]),
    ).toEqual([true, false]);
  });

  it('plays once for a change that writes several lines', () => {
    expect(
      playedOf([
        { arrangementId: 5, at: 0 },
        { arrangementId: 5, at: 3 },
        { arrangementId: 5, at: 8 },
      ]),
    ).toEqual([true, false, false]);
  });

  it('plays for each message that comes later', () => {
    expect(
      playedOf([
        { arrangementId: 5, at: 0 },
        { arrangementId: 5, at: ALERT_SOUND_BURST_MS },
        { arrangementId: 5, at: 5 * ALERT_SOUND_BURST_MS },
      ]),
    ).toEqual([true, true, true]);
  });

  it('plays for events of two arrangements at the same moment', () => {
    expect(
      playedOf([
        { arrangementId: 5, at: 0 },
        { arrangementId: 6, at: 1 },
      ]),
    ).toEqual([true, true]);
  });

  it('never plays in the messenger, and the rest of that burst stays quiet after leaving it', () => {
    expect(
      playedOf([
        { arrangementId: 5, at: 0, isInMessenger: true },
        { arrangementId: 5, at: 20, isInMessenger: false },
        { arrangementId: 5, at: 3 * ALERT_SOUND_BURST_MS, isInMessenger: true },
      ]),
    ).toEqual([false, false, false]);
  });

  it('forgets the bursts that ended', () => {
    const first = decideAlert(new Map(), { arrangementId: 5, now: 0, isInMessenger: false });
    const second = decideAlert(first.log, {
      arrangementId: 6,
      now: 2 * ALERT_SOUND_BURST_MS,
      isInMessenger: false,
    });
    expect([...second.log.keys()]).toEqual([6]);
  });
});
