import { describe, expect, it } from 'vitest';
import { campaignTotalsOf, countedPriceOf, spendOf, type PricedCreator } from './campaignTotals';

const draft = { status: 'DRAFT' as const, budget: 500 };
const priced = (offerPrice: number | null, followers = 20_000): PricedCreator => ({
  followers,
  offerPrice,
  arrangement: null,
});

describe('campaign totals', () => {
  it('count each creator’s service price, or the SPEC §9 guide price without one', () => {
    expect(countedPriceOf(priced(120))).toEqual({ price: 120, isGuidePrice: false });
    expect(countedPriceOf(priced(null, 5_000))).toEqual({ price: 20, isGuidePrice: true });
    expect(countedPriceOf(priced(null, 150_000))).toEqual({ price: 270, isGuidePrice: true });
    expect(countedPriceOf({ ...priced(120), arrangement: { status: 'IN_PROGRESS', amount: 90 } })).toEqual({
      price: 90,
      isGuidePrice: false,
    });
  });

  it('sum a draft’s prices and reach against the budget', () => {
    expect(campaignTotalsOf(draft, [priced(199.99), priced(null, 60_000)])).toEqual({
      price: 284.99,
      budget: 500,
      remaining: 215.01,
      is_over_budget: false,
      has_guide_prices: true,
      reach: 80_000,
      spend: 0,
      completed_spend: 0,
    });
    expect(campaignTotalsOf({ status: 'DRAFT', budget: 100 }, [priced(150)])).toMatchObject({
      remaining: -50,
      is_over_budget: true,
    });
    expect(campaignTotalsOf({ status: 'DRAFT', budget: null }, [])).toMatchObject({
      price: 0,
      remaining: null,
      is_over_budget: false,
      reach: 0,
    });
  });

  it('count only the creators a sent campaign reached, and spend only what was accepted', () => {
    const sent = { status: 'SENT' as const, budget: 1000 };
    const creators: PricedCreator[] = [
      { ...priced(100, 1000), arrangement: { status: 'REQUESTED', amount: 100 } },
      { ...priced(200, 2000), arrangement: { status: 'IN_PROGRESS', amount: 180 } },
      { ...priced(300, 3000), arrangement: { status: 'COMPLETED', amount: 300 } },
      { ...priced(400, 4000), arrangement: { status: 'DECLINED', amount: 400 } },
      priced(500, 5000),
    ];
    expect(campaignTotalsOf(sent, creators)).toMatchObject({
      price: 980,
      reach: 10_000,
      spend: 480,
      completed_spend: 300,
    });
    expect(spendOf(null)).toBe(0);
    expect(spendOf({ status: 'COMPLETED', amount: null })).toBe(0);
  });
});
