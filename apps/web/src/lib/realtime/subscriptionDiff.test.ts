import { describe, expect, it } from 'vitest';
import { applyArrangementStatus, diffSubscriptions, isActiveStatus } from './subscriptionDiff';

describe('subscriptions follow the active arrangements (SPEC §4)', () => {
  it('counts REQUESTED and IN_PROGRESS as active, every other status as not active', () => {
    expect(isActiveStatus('REQUESTED')).toBe(true);
    expect(isActiveStatus('IN_PROGRESS')).toBe(true);
    // Issue 16: an EXPIRED request is not active either (stop typing, leave presence).
    for (const status of ['COMPLETED', 'ABORTED', 'DECLINED', 'CANCELED', 'EXPIRED'] as const) {
      expect(isActiveStatus(status)).toBe(false);
    }
  });

  it('joins the new active arrangements and leaves those no longer active', () => {
    expect(diffSubscriptions([1, 2, 3], [2, 3, 4])).toEqual({ join: [4], leave: [1] });
  });

  it('changes nothing when the sets agree', () => {
    expect(diffSubscriptions([1, 2], [2, 1])).toEqual({ join: [], leave: [] });
  });

  it('adds a new active arrangement and drops one that became not active', () => {
    let active = applyArrangementStatus(new Set([1]), { id: 2, status: 'REQUESTED' });
    expect([...active]).toEqual([1, 2]);
    active = applyArrangementStatus(active, { id: 1, status: 'COMPLETED' });
    expect([...active]).toEqual([2]);
    active = applyArrangementStatus(active, { id: 2, status: 'IN_PROGRESS' });
    expect([...active]).toEqual([2]);
    active = applyArrangementStatus(active, { id: 3, status: 'REQUESTED' });
    active = applyArrangementStatus(active, { id: 3, status: 'EXPIRED' });
    expect([...active]).toEqual([2]);
  });

  it('drops a request that expired (issue 16: EXPIRED is not active)', () => {
    const active = applyArrangementStatus(new Set([1, 2]), { id: 2, status: 'EXPIRED' });
    expect([...active]).toEqual([1]);
  });
});
