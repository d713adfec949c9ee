import type { TOfferType, TUserType } from '@spona/contracts';

interface Viewer {
  id: number;
  type: TUserType;
  email_verified: boolean;
}

/** SPEC §6: influencers request advertisers' offers; advertisers request influencers' services. */
const REQUESTABLE_OFFER_TYPE: Record<TUserType, TOfferType> = {
  INFLUENCER: 'ADVERTISER_OFFER',
  ADVERTISER: 'INFLUENCER_OFFER',
};

/** Why the viewer may not request an offer of this owner, or null when they may. */
export type TArrangeRefusal = 'OWN' | 'SAME_TYPE' | 'UNVERIFIED_EMAIL';

/**
 * Whether `viewer` may send a request on an offer of type `offerType` owned by `ownerId` (SPEC §4:
 * an unverified email blocks starting arrangements; SPEC §6: across the two account types, never
 * one's own).
 */
export function findArrangeRefusal(
  viewer: Viewer,
  ownerId: number,
  offerType: TOfferType,
): TArrangeRefusal | null {
  if (viewer.id === ownerId) return 'OWN';
  if (REQUESTABLE_OFFER_TYPE[viewer.type] !== offerType) return 'SAME_TYPE';
  if (!viewer.email_verified) return 'UNVERIFIED_EMAIL';
  return null;
}

/** The offer type `viewer` may request. */
export function findRequestableOfferType(viewerType: TUserType): TOfferType {
  return REQUESTABLE_OFFER_TYPE[viewerType];
}
