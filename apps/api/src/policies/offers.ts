import type { TOfferType, TUserType } from '@spona/contracts';

type Owner = { id: number };
type OfferLike = { userId: number; deletedAt: Date | null };

/** SPEC §6: influencers add services (INFLUENCER_OFFER), advertisers add ads (ADVERTISER_OFFER). */
export function offerTypeFor(userType: TUserType): TOfferType {
  return userType === 'INFLUENCER' ? 'INFLUENCER_OFFER' : 'ADVERTISER_OFFER';
}

/** An offer's type must match the account type of its owner (SPEC §6). */
export function canPublishOfferType(user: { type: TUserType }, type: TOfferType): boolean {
  return offerTypeFor(user.type) === type;
}

/** Only the owner changes an offer, its categories and images; a deleted offer is gone for everyone. */
export function canManageOffer(user: Owner, offer: OfferLike): boolean {
  return offer.deletedAt === null && offer.userId === user.id;
}

/**
 * SPEC §4: others see an offer only while it is visible; the owner sees their own (not deleted) offer
 * in every state, unapproved ones included, with the reason.
 */
export function canViewOffer(viewer: Owner | null, offer: OfferLike, isVisible: boolean): boolean {
  if (offer.deletedAt !== null) return false;
  return isVisible || (viewer !== null && viewer.id === offer.userId);
}
