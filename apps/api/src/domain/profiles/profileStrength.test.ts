import { describe, expect, it } from 'vitest';
import { computeProfileStrength } from './profileStrength';

describe('profile strength (SPEC §9)', () => {
  it('counts photo, category, network and service for a creator', () => {
    const empty = computeProfileStrength('INFLUENCER', {
      hasPhoto: false,
      categories: 0,
      networks: 0,
      offers: 0,
    });
    expect(empty).toMatchObject({
      percent: 0,
      is_complete: false,
      missing: ['photo', 'category', 'network', 'offer'],
    });
    const half = computeProfileStrength('INFLUENCER', {
      hasPhoto: true,
      categories: 2,
      networks: 0,
      offers: 0,
    });
    expect(half).toMatchObject({ percent: 50, missing: ['network', 'offer'] });
    const full = computeProfileStrength('INFLUENCER', {
      hasPhoto: true,
      categories: 1,
      networks: 1,
      offers: 1,
    });
    expect(full).toMatchObject({ percent: 100, is_complete: true, missing: [] });
  });

  it('asks an advertiser only for a photo and an offer', () => {
    const result = computeProfileStrength('ADVERTISER', {
      hasPhoto: true,
      categories: 0,
      networks: 0,
      offers: 0,
    });
    expect(result).toMatchObject({ percent: 50, missing: ['offer'] });
    expect(result.steps.map((s) => s.step)).toEqual(['photo', 'offer']);
  });
});
