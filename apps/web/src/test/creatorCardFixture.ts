import type { TCreatorCard } from '@spona/contracts';

/** A creator as GET search/influencers answers it (issue 18: with networks and 'from' price). */
export function buildCreatorCard(overrides: Partial<TCreatorCard> = {}): TCreatorCard {
  return {
    id: 3,
    first_name: 'Ana',
    last_name: 'Kovačević',
    image_url: null,
    initials: 'AK',
    initials_url: '/assets/static/initials/AK.jpeg',
    city: 'Zagreb',
    location_id: 1,
    featured: false,
    rating: { average: null, count: 0 },
    categories: [],
    followers_count: 12000,
    verified_followers: 12000,
    engagement_rate: 3.5,
    response_stats: null,
    cover_url: null,
    networks: [{ slug: 'instagram', name: 'Instagram', followers: 12000, verified: true }],
    price_from: 150,
    ...overrides,
  };
}
