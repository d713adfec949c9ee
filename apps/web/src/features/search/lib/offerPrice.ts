import type { TOffer } from '@spona/contracts';

/** What an offer card says about the money: a price, a giveaway, or 'as agreed'. */
export type TOfferPrice =
  { kind: 'PRICE'; amount: number } | { kind: 'GIVEAWAY'; description: string } | { kind: 'AS_AGREED' };

/**
 * The price an offer card shows (SPEC §3: price or 'as agreed'; compensation money or a giveaway).
 * The offer's price first; without one, a giveaway, or the compensation's amount when its owner shows
 * it; otherwise 'as agreed'.
 */
export function describeOfferPrice(offer: Pick<TOffer, 'price' | 'compensation'>): TOfferPrice {
  if (offer.price !== null) return { kind: 'PRICE', amount: offer.price };
  const compensation = offer.compensation;
  if (compensation?.kind === 'GIVEAWAY') return { kind: 'GIVEAWAY', description: compensation.description };
  if (compensation?.kind === 'MONEY' && compensation.show_amount && compensation.amount !== null) {
    return { kind: 'PRICE', amount: compensation.amount };
  }
  return { kind: 'AS_AGREED' };
}
