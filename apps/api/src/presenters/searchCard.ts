import type { TAgencyCard, TCreatorCard, TLocale, TResponseStats } from '@spona/contracts';
import { imageUrl, initialsOf, initialsUrl } from '../domain/images/assetPaths';
import type { UserCardRow } from '../domain/search/findUserCards';
import { presentCategory } from './reference';

function presentCardBase(row: UserCardRow) {
  const initials = initialsOf(row.firstName, row.lastName);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    image_url: row.imageFile ? imageUrl(row.imageFile) : null,
    initials,
    initials_url: initialsUrl(initials),
    cover_url: row.coverFile ? imageUrl(row.coverFile) : null,
    city: row.city,
    location_id: row.locationId,
    featured: row.featured,
    // One decimal, as the public profile shows it.
    rating: {
      average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
      count: row.ratingCount,
    },
  };
}

/**
 * A creator in a search result (SPEC §2 search creators): never the username or email. Issue 16: with
 * their response figures (domain/arrangements/responseStats.ts), or null.
 */
export function presentCreatorCard(
  row: UserCardRow,
  locale: TLocale,
  responseStats: TResponseStats | null,
): TCreatorCard {
  return {
    ...presentCardBase(row),
    categories: row.categories.map((c) => presentCategory(c, locale)),
    followers_count: row.followersCount,
    verified_followers: row.verifiedFollowers,
    engagement_rate: row.engagementRate,
    response_stats: responseStats,
    networks: row.networks,
    price_from: row.priceFrom,
  };
}

/** An advertiser in GET public/agencies. */
export function presentAgencyCard(row: UserCardRow): TAgencyCard {
  return { ...presentCardBase(row), company: row.company };
}
