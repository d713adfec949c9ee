import { GUIDE_PRICES_EUR, guidePriceFor, type TSocialAccount } from '@spona/contracts';

/** A creator's followers for the guide price: every account that is not being deleted. */
export function totalFollowers(accounts: readonly TSocialAccount[]): number {
  return accounts
    .filter((account) => account.verification !== 'DELETING')
    .reduce((sum, account) => sum + account.followers, 0);
}

export interface GuidePriceBracket {
  /** Lowest follower count of the bracket. */
  from: number;
  /** First follower count above the bracket; null for the last one. */
  below: number | null;
  price: number;
  isCurrent: boolean;
}

/** SPEC §9 guide prices with the bracket of `followers` marked, for the service form. */
export function describeGuidePrices(followers: number): { price: number; brackets: GuidePriceBracket[] } {
  const price = guidePriceFor(followers);
  let from = 0;
  const brackets = GUIDE_PRICES_EUR.map((guide) => {
    const below = Number.isFinite(guide.followersBelow) ? guide.followersBelow : null;
    const bracket = {
      from,
      below,
      price: guide.price,
      isCurrent: followers >= from && (below === null || followers < below),
    };
    from = guide.followersBelow;
    return bracket;
  });
  return { price, brackets };
}
