import { describe, expect, it } from 'vitest';
import { canManageOffer, canPublishOfferType, canViewOffer, offerTypeFor } from './offers';
import { countsAsProfileView, hasAdvertiserProfile, hasCreatorProfile, isOwnProfile } from './profiles';

const creator = { id: 1, type: 'INFLUENCER' as const };
const advertiser = { id: 2, type: 'ADVERTISER' as const };

describe('profile policies', () => {
  it('let a user edit only their own data of their own account type', () => {
    expect(isOwnProfile(creator, 1)).toBe(true);
    expect(isOwnProfile(creator, 2)).toBe(false);
    expect(hasCreatorProfile(creator)).toBe(true);
    expect(hasCreatorProfile(advertiser)).toBe(false);
    expect(hasAdvertiserProfile(advertiser)).toBe(true);
    expect(hasAdvertiserProfile(creator)).toBe(false);
  });

  it('count a profile view only for a signed-in viewer of someone else', () => {
    expect(countsAsProfileView(null, 1)).toBe(false);
    expect(countsAsProfileView(creator, 1)).toBe(false);
    expect(countsAsProfileView(advertiser, 1)).toBe(true);
  });
});

describe('offer policies', () => {
  it('match the offer type to the account type (SPEC §6)', () => {
    expect(offerTypeFor('INFLUENCER')).toBe('INFLUENCER_OFFER');
    expect(offerTypeFor('ADVERTISER')).toBe('ADVERTISER_OFFER');
    expect(canPublishOfferType(creator, 'ADVERTISER_OFFER')).toBe(false);
    expect(canPublishOfferType(advertiser, 'ADVERTISER_OFFER')).toBe(true);
  });

  it('let only the owner manage a live offer', () => {
    const offer = { userId: 2, deletedAt: null };
    expect(canManageOffer(advertiser, offer)).toBe(true);
    expect(canManageOffer(creator, offer)).toBe(false);
    expect(canManageOffer(advertiser, { ...offer, deletedAt: new Date() })).toBe(false);
  });

  it('show a hidden offer to its owner only, and a deleted one to nobody', () => {
    const offer = { userId: 2, deletedAt: null };
    expect(canViewOffer(null, offer, true)).toBe(true);
    expect(canViewOffer(creator, offer, false)).toBe(false);
    expect(canViewOffer(advertiser, offer, false)).toBe(true);
    expect(canViewOffer(advertiser, { ...offer, deletedAt: new Date() }, true)).toBe(false);
  });
});
