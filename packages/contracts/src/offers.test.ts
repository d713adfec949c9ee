import { describe, expect, it } from 'vitest';
import {
  guidePriceFor,
  ZAgencyData,
  ZOfferCreate,
  ZOfferUpdate,
  ZPortfolioItemCreate,
  ZSocialAccountCreate,
} from './index';

const offer = {
  name: 'Summer campaign',
  type: 'ADVERTISER_OFFER',
  price: null,
  targeting: { age_from: 18, age_to: 30 },
  compensation: { kind: 'GIVEAWAY', description: 'Products' },
};

describe('offer contracts (SPEC §3)', () => {
  it('accepts a minimal offer and fills the defaults', () => {
    expect(ZOfferCreate.parse(offer)).toMatchObject({
      price: null,
      categories: [],
      influencers_needed: 1,
      status: 'ACTIVE',
    });
  });

  it('keeps the bounds of SPEC §3 and the order of ranges', () => {
    const issues = (value: unknown) =>
      ZOfferCreate.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues({ ...offer, targeting: { age_from: 30, age_to: 20 } })).toEqual([
      ['targeting.age_to', 'validation.range'],
    ]);
    expect(issues({ ...offer, targeting: { followers_to: 300_001 } })).toHaveLength(1);
    expect(issues({ ...offer, starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' })).toEqual([
      ['ends_at', 'validation.period'],
    ]);
    expect(ZOfferUpdate.safeParse({ compensation: { kind: 'MONEY', amount: 5 } }).success).toBe(true);
  });

  it("stores the location 'null' as null (SPEC §3 Advertiser data)", () => {
    expect(ZAgencyData.parse({ location_id: 'null' }).location_id).toBeNull();
    expect(ZAgencyData.parse({ location_id: '4' }).location_id).toBe(4);
    expect(ZAgencyData.safeParse({ location_id: 7 }).success).toBe(false);
  });

  it('gives the guide prices of SPEC §9', () => {
    expect([0, 9_999, 10_000, 49_999, 50_000, 100_000, 1_000_000].map(guidePriceFor)).toEqual([
      20, 20, 50, 50, 85, 270, 270,
    ]);
  });
});

describe('profile contracts', () => {
  it('drops the @ of a social username and reads external ids as text', () => {
    expect(
      ZSocialAccountCreate.parse({ network: 'instagram', username: '@ana', external_id: 42, followers: 1 }),
    ).toMatchObject({ username: 'ana', external_id: '42' });
  });

  it("refuses links that are not http(s): 'Link is not in valid format'", () => {
    const item = { advertiser_name: 'Brand', type: 'LINK' };
    expect(ZPortfolioItemCreate.safeParse({ ...item, link: 'https://example.com/x' }).success).toBe(true);
    for (const link of ['ftp://example.com', 'javascript:alert(1)', 'example.com', 'https://localhost']) {
      expect(ZPortfolioItemCreate.safeParse({ ...item, link }).error?.issues[0]?.message).toBe(
        'validation.url',
      );
    }
  });
});
