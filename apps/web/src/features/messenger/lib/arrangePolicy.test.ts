import { describe, expect, it } from 'vitest';
import { findArrangeRefusal } from './arrangePolicy';

const advertiser = { id: 1, type: 'ADVERTISER' as const, email_verified: true };
const creator = { id: 2, type: 'INFLUENCER' as const, email_verified: true };

describe('findArrangeRefusal (SPEC §4, §6)', () => {
  it("lets an advertiser request a creator's service", () => {
    expect(findArrangeRefusal(advertiser, 2, 'INFLUENCER_OFFER')).toBeNull();
  });

  it("lets a creator request an advertiser's offer", () => {
    expect(findArrangeRefusal(creator, 1, 'ADVERTISER_OFFER')).toBeNull();
  });

  it('refuses one’s own offer', () => {
    expect(findArrangeRefusal(creator, 2, 'INFLUENCER_OFFER')).toBe('OWN');
  });

  it('refuses offers of the same account type', () => {
    expect(findArrangeRefusal(advertiser, 3, 'ADVERTISER_OFFER')).toBe('SAME_TYPE');
  });

  it('refuses a viewer whose email is not confirmed', () => {
    expect(findArrangeRefusal({ ...advertiser, email_verified: false }, 2, 'INFLUENCER_OFFER')).toBe(
      'UNVERIFIED_EMAIL',
    );
  });
});
