import type { TOffer } from '@spona/contracts';

/** A creator's services the campaign builder may use: SPEC §5, an offer without a price is not for it. */
export function findPricedServices(offers: readonly TOffer[]): TOffer[] {
  return offers.filter(
    (offer) =>
      offer.type === 'INFLUENCER_OFFER' && offer.is_visible_to_campaign_builder && offer.price !== null,
  );
}
