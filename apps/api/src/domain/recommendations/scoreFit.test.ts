import { describe, expect, it } from 'vitest';
import { scoreFit, type CreatorFit, type OfferFit } from './scoreFit';

const now = new Date('2026-11-28T12:00:00Z');
const creator = (over: Partial<CreatorFit> = {}): CreatorFit => ({
  categoryIds: [1, 2],
  locationId: 1,
  city: 'Zagreb',
  followers: 20_000,
  engagement: 4,
  gender: 'FEMALE',
  age: 25,
  ...over,
});
const offer = (over: Partial<OfferFit> = {}): OfferFit => ({
  categoryIds: [1, 2],
  locationId: 1,
  city: 'Zagreb',
  followersFrom: 10_000,
  followersTo: 50_000,
  engagementFrom: null,
  engagementTo: null,
  gender: 'ANY',
  ageFrom: 18,
  ageTo: 35,
  createdAt: now,
  ...over,
});

describe('scoreFit', () => {
  it('gives a fresh offer in the creator’s categories, country and city, audience in range, full marks', () => {
    expect(scoreFit(creator(), offer(), now)).toBe(100);
  });

  it('ranks a shared category, another city and an older offer lower, in that order of weight', () => {
    const full = scoreFit(creator(), offer(), now)!;
    const halfCategories = scoreFit(creator({ categoryIds: [1] }), offer(), now)!;
    const otherCity = scoreFit(creator({ city: 'Split' }), offer(), now)!;
    const older = scoreFit(creator(), offer({ createdAt: new Date(now.getTime() - 15 * 86_400_000) }), now)!;
    expect(halfCategories).toBe(80);
    expect(otherCity).toBe(90);
    expect(older).toBe(92.5);
    expect([full, older, otherCity, halfCategories]).toEqual([100, 92.5, 90, 80]);
  });

  it('leaves out an offer for another country, gender or age, or an audience outside its range', () => {
    expect(scoreFit(creator({ locationId: 2 }), offer(), now)).toBeNull();
    expect(scoreFit(creator({ gender: 'MALE' }), offer({ gender: 'FEMALE' }), now)).toBeNull();
    expect(scoreFit(creator({ age: 40 }), offer(), now)).toBeNull();
    expect(scoreFit(creator({ followers: 5_000 }), offer(), now)).toBeNull();
    expect(scoreFit(creator({ engagement: 1 }), offer({ engagementFrom: 2 }), now)).toBeNull();
    expect(scoreFit(creator({ engagement: null }), offer({ engagementFrom: 2 }), now)).toBeNull();
  });

  it('leaves out an offer with none of the creator’s categories', () => {
    expect(scoreFit(creator({ categoryIds: [3] }), offer(), now)).toBeNull();
  });

  it('scores an offer that targets no country or audience, without the parts it does not ask for', () => {
    const open = offer({ locationId: null, city: null, followersFrom: null, followersTo: null });
    expect(scoreFit(creator(), open, now)).toBe(40 + 10 + 15);
  });
});
