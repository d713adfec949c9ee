import type { TCampaignBlock, TCampaignStatus, TOfferType, TUserType } from '@spona/contracts';
import { hasConfirmedEmail } from './accounts';
import type { ArrangementRequestRefusal } from './arrangements';

/**
 * Issue 20: who keeps shortlists and builds campaigns, and whether a creator can receive a campaign's
 * request. Pure functions over the facts the domain reads.
 */

type Owned = { ownerId: number };

/** SPEC §6: advertisers request influencers' services, so only they shortlist creators and build campaigns. */
export function canBuildCampaigns(user: { type: TUserType }): boolean {
  return user.type === 'ADVERTISER';
}

/** A shortlist or a campaign is private to its owner (someone else's is not even confirmed to exist). */
export function isOwnedBy(user: { id: number }, row: Owned): boolean {
  return row.ownerId === user.id;
}

/** A sent campaign keeps its creators and its brief: its arrangements were made from them. */
export function canChangeCampaignCreators(campaign: { status: TCampaignStatus }): boolean {
  return campaign.status === 'DRAFT';
}

/** The brief of a sent campaign stays as it went out; the same text again is no change. */
export function canChangeCampaignBrief(
  campaign: { status: TCampaignStatus; brief: string | null },
  brief: string | null | undefined,
): boolean {
  return brief === undefined || campaign.status === 'DRAFT' || (brief ?? null) === campaign.brief;
}

/** What a check of a campaign's creator reads about them. */
export type CreatorFacts = {
  id: number;
  type: TUserType;
  deletedAt: Date | null;
  unapproved: boolean;
  emailVerifiedAt: Date | null;
};

/** What it reads about their service; `isVisible`: others may see it now (SPEC §4). */
export type ServiceFacts = {
  userId: number;
  type: TOfferType;
  deletedAt: Date | null;
  price: number | null;
  isVisible: boolean;
};

/** A creator others may see (SPEC §4: not deleted, not unapproved), and a creator at all. */
export function isVisibleCreator(creator: CreatorFacts): boolean {
  return creator.type === 'INFLUENCER' && creator.deletedAt === null && !creator.unapproved;
}

/** The service is the creator's own (an influencer's service, not deleted). */
export function isServiceOf(creator: { id: number }, offer: ServiceFacts): boolean {
  return offer.userId === creator.id && offer.type === 'INFLUENCER_OFFER' && offer.deletedAt === null;
}

/** Why a creator and service cannot be added to a campaign (each answered on its field). */
export type CampaignServiceRefusal = 'notACreator' | 'notCreatorsService' | 'notPriced' | 'offerUnavailable';

/**
 * POST campaigns/{id}/creators: the user is a creator others may see, the offer is their service, it
 * has a price (SPEC §5: an offer without a price is not visible to the campaign builder) and is open
 * for requests (SPEC §4). Null when it may be added.
 */
export function checkCampaignService(
  creator: CreatorFacts | undefined,
  offer: ServiceFacts | undefined,
): CampaignServiceRefusal | null {
  if (!creator || !isVisibleCreator(creator)) return 'notACreator';
  if (!offer || !isServiceOf(creator, offer)) return 'notCreatorsService';
  if (offer.price === null) return 'notPriced';
  if (!offer.isVisible) return 'offerUnavailable';
  return null;
}

/**
 * Why the creator cannot receive the campaign's request now (the preflight of a send, and its check
 * again inside the send's transaction), or null. SPEC §4: a creator others may not see, an unconfirmed
 * email (blocks arrangements), a service not open for requests; SPEC §5: a service without a price;
 * and, as POST arrangements/new refuses it, an arrangement of the advertiser on it that is still active.
 */
export function campaignBlockOf(
  creator: CreatorFacts,
  offer: ServiceFacts,
  hasActiveArrangement: boolean,
): TCampaignBlock | null {
  if (!isVisibleCreator(creator)) return 'CREATOR_UNAVAILABLE';
  if (!hasConfirmedEmail(creator)) return 'EMAIL_NOT_CONFIRMED';
  if (!isServiceOf(creator, offer) || !offer.isVisible) return 'OFFER_UNAVAILABLE';
  if (offer.price === null) return 'NOT_PRICED';
  if (hasActiveArrangement) return 'ALREADY_ACTIVE';
  return null;
}

/**
 * Whether the advertiser may send a campaign's requests at all: as for POST arrangements/new, an
 * unconfirmed email (SPEC §4) or an account on hold for a rules violation refuses them. Null: allowed.
 */
export function checkCampaignSender(user: {
  emailVerifiedAt: Date | null;
  unapproved: boolean;
}): Extract<ArrangementRequestRefusal, 'emailNotConfirmed' | 'accountUnapproved'> | null {
  if (!hasConfirmedEmail(user)) return 'emailNotConfirmed';
  if (user.unapproved) return 'accountUnapproved';
  return null;
}
