import type { TArrangement, TDelivery, TProposal } from '@spona/contracts';
import {
  isSilent,
  revisionsOf,
  transitionFactsOf,
  type DeliveryDetails,
  type ProposalRow,
} from '../domain/arrangements/collaboration';
import type { ArrangementDetails } from '../domain/arrangements/findArrangements';
import { allowedOperations } from '../domain/arrangements/transition';
import { roleIn } from '../policies/arrangements';
import { DELIVERY_MAX_REVISIONS } from '@spona/contracts';
import { presentMessage } from './message';
import { presentPrivateFile } from './privateFile';
import { presentTerms } from './terms';
import { presentUserSummary } from './userSummary';

/** Issue 16: a counter-offer as the participants see it. */
export function presentProposal(row: ProposalRow): TProposal {
  return {
    id: row.id,
    proposer: row.proposerId,
    status: row.status,
    terms: presentTerms(row),
    message: row.message,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** Issue 16: a delivery with its files. */
export function presentDelivery({ delivery: d, files }: DeliveryDetails): TDelivery {
  return {
    id: d.id,
    status: d.status,
    note: d.note,
    links: d.links,
    files: files.map(presentPrivateFile),
    answer_note: d.answerNote,
    approved_automatically: d.approvedAutomatically,
    auto_approve_at: d.status === 'PENDING' ? (d.autoApproveAt?.toISOString() ?? null) : null,
    created_at: d.createdAt.toISOString(),
    answered_at: d.answeredAt?.toISOString() ?? null,
  };
}

/**
 * SPEC §3 Arrangement as one of its two participants sees it: their role and side, the other party,
 * the terms, the open counter-offer and the deliveries, their unseen count and review, and the
 * operations the state machine allows them now.
 */
export function presentArrangement(
  details: ArrangementDetails,
  viewerId: number,
  now = new Date(),
): TArrangement {
  const { arrangement: a, offer, requester, receiver, lastMessage, myReview, collaboration } = details;
  const role = roleIn(a, viewerId) ?? 'REQUESTER';
  const facts = transitionFactsOf(
    a,
    offer.type,
    collaboration,
    {
      id: viewerId,
      role,
      hasReviewed: myReview !== null,
    },
    now,
  );
  const terms = presentTerms(a);
  return {
    id: a.id,
    status: a.status,
    role,
    side: facts.side,
    offer: { offer_id: offer.id, name: offer.name, type: offer.type },
    requester: presentUserSummary(requester),
    receiver: presentUserSummary(receiver),
    other_party: presentUserSummary(role === 'REQUESTER' ? receiver : requester),
    compensation: terms.compensation,
    terms,
    open_proposal: collaboration.openProposal ? presentProposal(collaboration.openProposal) : null,
    deliveries: collaboration.deliveries.map(presentDelivery),
    revisions_left: Math.max(0, DELIVERY_MAX_REVISIONS - revisionsOf(collaboration)),
    expires_at: a.status === 'REQUESTED' ? (a.expiresAt?.toISOString() ?? null) : null,
    last_message: lastMessage ? presentMessage(lastMessage, details.lastMessageFiles) : null,
    unseen_count: role === 'REQUESTER' ? a.requesterUnseenCount : a.receiverUnseenCount,
    // SPEC §4: the long-silence prompt of an arrangement in progress.
    needs_completion_prompt: isSilent(a, now),
    my_review: myReview ? { rating: myReview.rating, comment: myReview.comment } : null,
    allowed_operations: allowedOperations(a.status, role, facts),
    last_message_at: a.lastMessageAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
