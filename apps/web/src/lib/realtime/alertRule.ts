import { ALERT_SOUND_BURST_MS } from '@spona/contracts';

/** Per arrangement, when the last burst of its events began (ms since the epoch). */
export type AlertLog = ReadonlyMap<number, number>;

export interface AlertCandidate {
  /** The arrangement the event is about. */
  arrangementId: number;
  now: number;
  /** SPEC §4: in the messenger (and so in any conversation) nothing plays. */
  isInMessenger: boolean;
}

export interface AlertDecision {
  shouldPlay: boolean;
  log: AlertLog;
}

/**
 * SPEC §4 and issue 16: whether an event that makes an arrangement unseen (a new request, a message,
 * a change's line from the other party) plays the alert sound. One event arrives as a burst (the
 * ArrangementEvent NEW and its MessageEvent, or a change's several lines), and one event is one sound:
 * only the first event of an arrangement in ALERT_SOUND_BURST_MS plays. Nothing plays in the messenger,
 * but the burst still counts, so its rest stays quiet after the user leaves.
 */
export function decideAlert(
  log: AlertLog,
  { arrangementId, now, isInMessenger }: AlertCandidate,
): AlertDecision {
  const burstStart = log.get(arrangementId);
  if (burstStart !== undefined && now - burstStart < ALERT_SOUND_BURST_MS) return { shouldPlay: false, log };
  // Bursts that ended are forgotten, so the log stays as small as the events in flight.
  const next = new Map([...log].filter(([, start]) => now - start < ALERT_SOUND_BURST_MS));
  next.set(arrangementId, now);
  return { shouldPlay: !isInMessenger, log: next };
}
