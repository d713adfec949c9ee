import { ARRANGEMENT_SILENCE_PROMPT_DAYS, type TArrangement } from '@spona/contracts';
import type { ArrangementDetails } from '../domain/arrangements/findArrangements';
import { allowedOperations } from '../domain/arrangements/transition';
import { roleIn } from '../policies/arrangements';
import { presentMessage } from './message';
import { presentUserSummary } from './userSummary';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §3 Arrangement as one of its two participants sees it: their role, the other party, their
 * unseen count and review, and the operations the state machine allows them now.
 */
export function presentArrangement(
  details: ArrangementDetails,
  viewerId: number,
  now = new Date(),
): TArrangement {
  const { arrangement: a, offer, requester, receiver, lastMessage, myReview } = details;
  const role = roleIn(a, viewerId) ?? 'REQUESTER';
  const compensation =
    a.compensationKind === 'MONEY'
      ? { kind: 'MONEY' as const, amount: a.compensationAmount ?? 0 }
      : a.compensationKind === 'GIVEAWAY'
        ? { kind: 'GIVEAWAY' as const, description: a.compensationDescription ?? '' }
        : null;
  return {
    id: a.id,
    status: a.status,
    role,
    offer: { offer_id: offer.id, name: offer.name, type: offer.type },
    requester: presentUserSummary(requester),
    receiver: presentUserSummary(receiver),
    other_party: presentUserSummary(role === 'REQUESTER' ? receiver : requester),
    compensation,
    last_message: lastMessage ? presentMessage(lastMessage) : null,
    unseen_count: role === 'REQUESTER' ? a.requesterUnseenCount : a.receiverUnseenCount,
    // SPEC §4: the long-silence prompt of an arrangement in progress.
    needs_completion_prompt:
      a.status === 'IN_PROGRESS' &&
      now.getTime() - a.lastActivityAt.getTime() >= ARRANGEMENT_SILENCE_PROMPT_DAYS * DAY_MS,
    my_review: myReview ? { rating: myReview.rating, comment: myReview.comment } : null,
    allowed_operations: allowedOperations(a.status, role, { hasReviewed: myReview !== null }),
    last_message_at: a.lastMessageAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
