import type {
  TLocale,
  TOffer,
  TPortfolioItem,
  TPublicAgency,
  TPublicInfluencer,
  TRatings,
  TSocialAccount,
} from '@spona/contracts';
import type { UserRow } from '../domain/accounts/tokens';
import { imageUrl, initialsOf, initialsUrl } from '../domain/images/assetPaths';
import type { Ratings } from '../domain/profiles/findPublicProfile';
import type { PortfolioItemWithNetwork } from '../domain/profiles/portfolio';
import type { SocialAccountWithNetwork } from '../domain/profiles/socialAccounts';
import type { CategoryRow } from '../domain/reference/findReferenceData';
import { presentCategory, presentNetwork } from './reference';
import { presentUserSummary } from './userSummary';

/** SPEC §3 social network account; the verification code is the owner's only. */
export function presentSocialAccount(
  { account, network }: SocialAccountWithNetwork,
  { isOwner }: { isOwner: boolean },
): TSocialAccount {
  return {
    id: account.id,
    network: presentNetwork(network),
    username: account.username,
    external_id: account.externalId,
    followers: account.followers,
    engagement_rate: account.engagementRate,
    verification: account.verification,
    ...(isOwner ? { verification_code: account.verificationCode } : {}),
  };
}

/** SPEC §3 portfolio item. */
export function presentPortfolioItem({ item, network }: PortfolioItemWithNetwork): TPortfolioItem {
  return {
    id: item.id,
    advertiser_name: item.advertiserName,
    type: item.type,
    network: network ? presentNetwork(network) : null,
    link: item.link,
    description: item.description,
    show_on_profile: item.showOnProfile,
    created_at: item.createdAt.toISOString(),
  };
}

export function presentRatings(ratings: Ratings): TRatings {
  return {
    average: ratings.average,
    count: ratings.count,
    latest: ratings.latest.map(({ review, reviewer }) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewer: reviewer ? presentUserSummary(reviewer) : null,
      created_at: review.createdAt.toISOString(),
    })),
  };
}

type PublicParts = { offers: TOffer[]; ratings: Ratings; viewerId: number | null };

function presentProfileBase(user: UserRow, { offers, ratings, viewerId }: PublicParts) {
  const initials = initialsOf(user.firstName, user.lastName);
  return {
    id: user.id,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.company,
    website: user.website,
    description: user.description,
    description_en: user.descriptionEn,
    city: user.city,
    location_id: user.locationId,
    image_url: user.imageFile ? imageUrl(user.imageFile) : null,
    initials,
    initials_url: initialsUrl(initials),
    featured: user.featured,
    offers,
    ratings: presentRatings(ratings),
    is_own_profile: viewerId === user.id,
    created_at: user.createdAt.toISOString(),
  };
}

/** SPEC §7 GET public/influencers/{id}: what anyone may see of a creator (never email or username). */
export function presentPublicInfluencer(
  user: UserRow,
  parts: PublicParts & {
    categories: CategoryRow[];
    socialAccounts: SocialAccountWithNetwork[];
    portfolio: PortfolioItemWithNetwork[];
    locale: TLocale;
  },
): TPublicInfluencer {
  return {
    ...presentProfileBase(user, parts),
    gender: user.gender,
    age: user.age,
    categories: parts.categories.map((c) => presentCategory(c, parts.locale)),
    followers_count: user.followersCount,
    engagement_rate: user.engagementRate,
    social_accounts: parts.socialAccounts.map((a) => presentSocialAccount(a, { isOwner: false })),
    portfolio: parts.portfolio.map(presentPortfolioItem),
  };
}

/** SPEC §7 GET public/agencies/{id}: what anyone may see of an advertiser. */
export function presentPublicAgency(user: UserRow, parts: PublicParts): TPublicAgency {
  return presentProfileBase(user, parts);
}
