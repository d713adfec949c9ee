import type {
  TLocale,
  TPortfolioItem,
  TPublicAgency,
  TPublicInfluencer,
  TRatings,
  TSocialAccount,
} from '@spona/contracts';
import { imageUrl, initialsOf, initialsUrl } from '../domain/images/assetPaths';
import type { PublicInfluencerProfile, PublicProfile, Ratings } from '../domain/profiles/findPublicProfile';
import type { PortfolioItemWithNetwork } from '../domain/profiles/portfolio';
import type { SocialAccountWithNetwork } from '../domain/profiles/socialAccounts';
import { presentOffer } from './offer';
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
    ...(isOwner
      ? { verification_code: account.verificationCode, rejected_reason: account.verificationRejectedReason }
      : {}),
  };
}

/** SPEC §3 portfolio item. */
export function presentPortfolioItem({ item, network, preview }: PortfolioItemWithNetwork): TPortfolioItem {
  return {
    id: item.id,
    advertiser_name: item.advertiserName,
    type: item.type,
    network: network ? presentNetwork(network) : null,
    link: item.link,
    description: item.description,
    show_on_profile: item.showOnProfile,
    image_url: item.imageFile ? imageUrl(item.imageFile) : null,
    preview:
      preview?.ok && (preview.title || preview.imageFile)
        ? {
            title: preview.title,
            description: preview.description,
            site_name: preview.siteName,
            image_url: preview.imageFile ? imageUrl(preview.imageFile) : null,
          }
        : null,
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

/** Who looks at a public profile, and in which language. */
type Viewing = { viewerId: number | null; locale: TLocale };

function presentProfileBase({ user, offers, ratings }: PublicProfile, { viewerId, locale }: Viewing) {
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
    cover_url: user.coverFile ? imageUrl(user.coverFile) : null,
    featured: user.featured,
    offers: offers.map((o) => presentOffer(o, { viewerId, locale })),
    ratings: presentRatings(ratings),
    is_own_profile: viewerId === user.id,
    created_at: user.createdAt.toISOString(),
  };
}

/** SPEC §7 GET public/influencers/{id}: what anyone may see of a creator (never email or username). */
export function presentPublicInfluencer(
  profile: PublicInfluencerProfile,
  viewing: Viewing,
): TPublicInfluencer {
  const { user } = profile;
  return {
    ...presentProfileBase(profile, viewing),
    gender: user.gender,
    age: user.age,
    categories: profile.categories.map((c) => presentCategory(c, viewing.locale)),
    followers_count: user.followersCount,
    engagement_rate: user.engagementRate,
    social_accounts: profile.socialAccounts.map((a) => presentSocialAccount(a, { isOwner: false })),
    portfolio: profile.portfolio.map(presentPortfolioItem),
    response_stats: profile.responseStats,
  };
}

/** SPEC §7 GET public/agencies/{id}: what anyone may see of an advertiser. */
export function presentPublicAgency(profile: PublicProfile, viewing: Viewing): TPublicAgency {
  return presentProfileBase(profile, viewing);
}
