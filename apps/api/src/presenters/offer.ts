import type { TLocale, TOffer, TOfferImage } from '@spona/contracts';
import { imageUrl, thumbnailFileOf } from '../domain/images/assetPaths';
import type { OfferDetails, OfferImageRow } from '../domain/offers/findOffers';
import { presentModerationFlag, type AppealRow } from './consoleUser';
import { presentCategory } from './reference';
import { presentUserSummary } from './userSummary';

export function presentOfferImage(row: OfferImageRow): TOfferImage {
  return {
    id: row.id,
    offer_id: row.offerId,
    url: imageUrl(row.file),
    thumbnail_url: imageUrl(thumbnailFileOf(row.file)),
    description: row.description,
    position: row.position,
  };
}

/**
 * SPEC §3 Offer. The owner also learns whether it is unapproved and why (SPEC §4); nobody else does.
 */
export function presentOffer(
  { offer, owner, categories, images, isVisible }: OfferDetails,
  {
    viewerId,
    locale,
    ownAppeals,
  }: {
    viewerId: number | null;
    locale: TLocale;
    /** Issue 17: the owner's appeals of their offers' flags (findOfferAppeals): the answer shows the flag. */
    ownAppeals?: ReadonlyMap<number, AppealRow>;
  },
): TOffer {
  const isOwner = viewerId === offer.userId;
  const compensation =
    offer.compensationKind === 'MONEY'
      ? {
          kind: 'MONEY' as const,
          // The owner always sees the amount; others only when it is shown (SPEC §3 show-amount flag).
          amount: offer.compensationShowAmount || isOwner ? offer.compensationAmount : null,
          show_amount: offer.compensationShowAmount,
        }
      : offer.compensationKind === 'GIVEAWAY'
        ? { kind: 'GIVEAWAY' as const, description: offer.compensationDescription ?? '' }
        : null;
  return {
    offer_id: offer.id,
    type: offer.type,
    name: offer.name,
    description: offer.description,
    description_en: offer.descriptionEn,
    price: offer.price,
    // SPEC §5: an offer without a price is not visible to the campaign builder.
    is_visible_to_campaign_builder: offer.price !== null,
    categories: categories.map((c) => presentCategory(c, locale)),
    targeting: {
      gender: offer.gender,
      age_from: offer.ageFrom,
      age_to: offer.ageTo,
      location_id: offer.locationId,
      city: offer.city,
      followers_from: offer.followersFrom,
      followers_to: offer.followersTo,
      engagement_from: offer.engagementFrom,
      engagement_to: offer.engagementTo,
    },
    influencers_needed: offer.influencersNeeded,
    compensation,
    status: offer.status,
    starts_at: offer.startsAt?.toISOString() ?? null,
    ends_at: offer.endsAt?.toISOString() ?? null,
    images: images.map(presentOfferImage),
    owner: presentUserSummary(owner),
    featured: offer.featured,
    is_visible: isVisible,
    ...(isOwner ? { unapproved: offer.unapproved, unapproved_reason: offer.unapprovedReason } : {}),
    ...(isOwner && ownAppeals ? { moderation: presentModerationFlag(offer, ownAppeals.get(offer.id)) } : {}),
    created_at: offer.createdAt.toISOString(),
    updated_at: offer.updatedAt.toISOString(),
  };
}
