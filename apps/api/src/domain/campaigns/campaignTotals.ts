import {
  guidePriceFor,
  type TArrangementStatus,
  type TCampaignStatus,
  type TCampaignTotals,
} from '@spona/contracts';

/** What the sums of a campaign read of one creator. */
export type PricedCreator = {
  followers: number;
  /** The service's price now, or null (SPEC §5: no longer priced). */
  offerPrice: number | null;
  /** After the send: the creator's arrangement (its current terms' amount), or null when left out. */
  arrangement: { status: TArrangementStatus; amount: number | null } | null;
};

/** Accepted spend: the collaboration runs or ran to its end. */
const SPENDING_STATUSES: readonly TArrangementStatus[] = ['IN_PROGRESS', 'COMPLETED'];

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The price a campaign counts for a creator: the arrangement's amount once sent (counter-offers change
 * it), else the service's price, else the SPEC §9 guide price by their followers.
 */
export function countedPriceOf(creator: PricedCreator): { price: number; isGuidePrice: boolean } {
  const agreed = creator.arrangement?.amount ?? creator.offerPrice;
  if (agreed !== null) return { price: agreed, isGuidePrice: false };
  return { price: guidePriceFor(creator.followers), isGuidePrice: true };
}

/** What a sent creator's arrangement has spent so far: its amount while in progress or completed. */
export function spendOf(arrangement: PricedCreator['arrangement']): number {
  if (!arrangement || !SPENDING_STATUSES.includes(arrangement.status)) return 0;
  return arrangement.amount ?? 0;
}

/**
 * Issue 20: the campaign's sums against its budget. A draft counts every creator; a sent campaign the
 * creators it sent to (those left out never received it).
 */
export function campaignTotalsOf(
  campaign: { status: TCampaignStatus; budget: number | null },
  creators: readonly PricedCreator[],
): TCampaignTotals {
  const counted = campaign.status === 'DRAFT' ? creators : creators.filter((c) => c.arrangement !== null);
  const prices = counted.map(countedPriceOf);
  const price = cents(prices.reduce((sum, p) => sum + p.price, 0));
  const spend = cents(counted.reduce((sum, c) => sum + spendOf(c.arrangement), 0));
  const completed = counted.filter((c) => c.arrangement?.status === 'COMPLETED');
  return {
    price,
    budget: campaign.budget,
    remaining: campaign.budget === null ? null : cents(campaign.budget - price),
    is_over_budget: campaign.budget !== null && price > campaign.budget,
    has_guide_prices: prices.some((p) => p.isGuidePrice),
    reach: counted.reduce((sum, c) => sum + c.followers, 0),
    spend,
    completed_spend: cents(completed.reduce((sum, c) => sum + spendOf(c.arrangement), 0)),
  };
}
