import type { TOfferType, TUserType } from '@spona/contracts';
import type { ArrangementRole } from '../domain/arrangements/transition';
import { hasConfirmedEmail } from './accounts';

/** Why a user may not request an offer (each one has its own translated answer). */
export type ArrangementRequestRefusal =
  | 'emailNotConfirmed'
  | 'accountUnapproved'
  | 'ownOffer'
  | 'offerUnavailable'
  | 'notOfferOwner'
  | 'typeMismatch'
  | 'wrongAccountType';

type Requester = { id: number; type: TUserType; emailVerifiedAt: Date | null; unapproved?: boolean };
type RequestedOffer = { userId: number; type: TOfferType; isVisible: boolean };

/** SPEC §6: influencers request advertisers' offers, advertisers request influencers' services. */
export function requestableOfferType(userType: TUserType): TOfferType {
  return userType === 'INFLUENCER' ? 'ADVERTISER_OFFER' : 'INFLUENCER_OFFER';
}

/**
 * Whether `user` may start an arrangement on `offer` with the other party `userId` and the offer type
 * `type` the client believes it has: null when allowed, else the first reason it is not.
 * SPEC §4: an unconfirmed email blocks starting arrangements; only a visible offer (active, approved,
 * within its period) of someone else can be requested. A user flagged unapproved for a rules violation
 * is shown to nobody else (SPEC §4), so they cannot put themselves in front of someone with a request.
 */
export function checkArrangementRequest(
  user: Requester,
  offer: RequestedOffer,
  input: { user_id: number; type: TOfferType },
): ArrangementRequestRefusal | null {
  if (!hasConfirmedEmail(user)) return 'emailNotConfirmed';
  if (user.unapproved) return 'accountUnapproved';
  if (offer.userId === user.id) return 'ownOffer';
  if (!offer.isVisible) return 'offerUnavailable';
  if (input.user_id !== offer.userId) return 'notOfferOwner';
  if (input.type !== offer.type) return 'typeMismatch';
  if (requestableOfferType(user.type) !== offer.type) return 'wrongAccountType';
  return null;
}

type Participants = { requesterId: number; receiverId: number };

/** The side of the arrangement the user is on, or null when they are not one of its two participants. */
export function roleIn(arrangement: Participants, userId: number): ArrangementRole | null {
  if (arrangement.requesterId === userId) return 'REQUESTER';
  if (arrangement.receiverId === userId) return 'RECEIVER';
  return null;
}

/** Only the two participants see an arrangement and its messages (others get 404). */
export function canViewArrangement(user: { id: number }, arrangement: Participants): boolean {
  return roleIn(arrangement, user.id) !== null;
}

/**
 * Issue 16: who may open a private file of an arrangement: its two participants once a message or a
 * delivery carries it; before that (an upload not sent yet) only the one who uploaded it.
 */
export function canOpenPrivateFile(
  user: { id: number },
  arrangement: Participants,
  file: { uploaderId: number | null; messageId: number | null; deliveryId: number | null },
): boolean {
  if (!canViewArrangement(user, arrangement)) return false;
  return file.messageId !== null || file.deliveryId !== null || file.uploaderId === user.id;
}

/** The participant who is not `userId`. */
export function otherParticipantOf(arrangement: Participants, userId: number): number {
  return arrangement.requesterId === userId ? arrangement.receiverId : arrangement.requesterId;
}

/**
 * SPEC §7 event log: a MESSAGE/RECEIVED record only for a message the user received from someone else.
 */
export function canLogMessageReceived(
  user: { id: number },
  message: { senderId: number | null; receiverId: number },
): boolean {
  return message.receiverId === user.id && message.senderId !== null && message.senderId !== user.id;
}
