import type { TArrangement, TArrangementStatus } from '@spona/contracts';
import { useState } from 'react';

/**
 * Issue 16: approving a delivery completes the arrangement and opens the rating dialog for both sides.
 * Calls `onPrompt` when the shown arrangement moves from in progress to completed while the viewer may
 * still review it: after this side's own approval, and when the other side's change arrives
 * (ArrangementEvent CHANGED). Opening an arrangement that is already completed prompts nothing.
 */
export function useRatingPrompt(arrangement: TArrangement | undefined, onPrompt: () => void): void {
  const status = arrangement?.status;
  const [seenStatus, setSeenStatus] = useState<TArrangementStatus | undefined>(status);
  if (status === seenStatus) return;
  // React's way to act on a changed prop: during render, compared with the status seen before.
  setSeenStatus(status);
  const isNewlyCompleted = seenStatus === 'IN_PROGRESS' && status === 'COMPLETED';
  if (isNewlyCompleted && arrangement?.allowed_operations.includes('REVIEW')) onPrompt();
}
