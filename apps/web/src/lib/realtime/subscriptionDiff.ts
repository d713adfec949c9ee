import { ACTIVE_ARRANGEMENT_STATUSES, type TArrangementStatus } from '@spona/contracts';

/** SPEC §4: REQUESTED and IN_PROGRESS count as active; any other status counts as not active. */
export function isActiveStatus(status: TArrangementStatus): boolean {
  return ACTIVE_ARRANGEMENT_STATUSES.includes(status);
}

export interface SubscriptionDiff {
  /** Arrangements to start typing-listening and presence for. */
  join: number[];
  /** Arrangements to stop typing-listening and leave presence for. */
  leave: number[];
}

/**
 * What changes between the arrangements subscribed now and those that should be (SPEC §4: typing and
 * presence follow the active arrangements).
 */
export function diffSubscriptions(subscribed: Iterable<number>, wanted: Iterable<number>): SubscriptionDiff {
  const current = new Set(subscribed);
  const next = new Set(wanted);
  return {
    join: [...next].filter((id) => !current.has(id)),
    leave: [...current].filter((id) => !next.has(id)),
  };
}

/** The active set after an arrangement event: a new active one joins, one that became not active leaves. */
export function applyArrangementStatus(
  activeIds: ReadonlySet<number>,
  arrangement: { id: number; status: TArrangementStatus },
): Set<number> {
  const next = new Set(activeIds);
  if (isActiveStatus(arrangement.status)) next.add(arrangement.id);
  else next.delete(arrangement.id);
  return next;
}
