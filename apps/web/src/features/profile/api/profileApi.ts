import { queryOptions } from '@tanstack/react-query';
import { embeddedStart } from '../../../lib/embeddedAnswers';
import {
  PROFILE_PATHS,
  ZAppeal,
  ZAuthUser,
  ZCategoryList,
  ZOffer,
  ZOfferImage,
  ZOfferList,
  ZPortfolioItem,
  ZPortfolioItemList,
  ZProfileCover,
  ZProfileImage,
  ZProfileStrength,
  ZPublicAgency,
  ZPublicInfluencer,
  ZSocialAccount,
  ZSocialAccountList,
  type TAgencyDataInput,
  type TAppeal,
  type TAppealCreate,
  type TAuthUser,
  type TInfluencerDataInput,
  type TOffer,
  type TOfferCreate,
  type TOfferImage,
  type TPortfolioItem,
  type TPortfolioItemCreate,
  type TProfileCover,
  type TProfileImage,
  type TPublicAgency,
  type TPublicInfluencer,
  type TSocialAccount,
  type TSocialAccountCreate,
  type TUserType,
} from '@spona/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/apiClient';
import type { ApiUploadOptions } from '../../../lib/apiUpload';

/** Query keys of the profile editor's own data; every key starts with 'profile'. */
export const PROFILE_QUERY_KEYS = {
  all: ['profile'] as const,
  strength: ['profile', 'strength'] as const,
  offers: ['profile', 'offers'] as const,
  social: ['profile', 'social'] as const,
  portfolio: ['profile', 'portfolio'] as const,
  categories: ['profile', 'categories'] as const,
  /** 'View as other': the signed-in user's own public page. */
  ownPublic: ['profile', 'own-public'] as const,
};

/** SPEC §9 GET dashboard/profile-strength. */
export const profileStrengthQuery = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEYS.strength,
    queryFn: async () => ZProfileStrength.parse(await apiGet<unknown>(PROFILE_PATHS.profileStrength)),
  });

/** GET offers: the signed-in user's own services or offers, unapproved ones included. */
export const ownOffersQuery = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEYS.offers,
    queryFn: async () => ZOfferList.parse(await apiGet<unknown>(PROFILE_PATHS.offers)),
  });

/** GET influencers/social: a creator's social network accounts with their verification state. */
export const socialAccountsQuery = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEYS.social,
    queryFn: async () => ZSocialAccountList.parse(await apiGet<unknown>(PROFILE_PATHS.social)),
  });

/** GET influencers/portfolio: every item of a creator's portfolio, shown or not. */
export const portfolioQuery = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEYS.portfolio,
    queryFn: async () => ZPortfolioItemList.parse(await apiGet<unknown>(PROFILE_PATHS.portfolio)),
  });

/** GET influencers/categories: a creator's categories. */
export const influencerCategoriesQuery = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEYS.categories,
    queryFn: async () => ZCategoryList.parse(await apiGet<unknown>(PROFILE_PATHS.influencerCategories)),
  });

export type TPublicProfile = TPublicInfluencer | TPublicAgency;

/** GET public/influencers/{id} or public/agencies/{id} (SPEC §7, cached in memory unless forced). */
export async function fetchPublicProfile(
  type: TUserType,
  id: number,
  { forceRefresh = false }: { forceRefresh?: boolean } = {},
): Promise<TPublicProfile> {
  const query = forceRefresh ? { force_refresh: 'true' } : undefined;
  if (type === 'INFLUENCER') {
    return ZPublicInfluencer.parse(
      await apiGet<unknown>(`${PROFILE_PATHS.publicInfluencer}/${id}`, { query }),
    );
  }
  return ZPublicAgency.parse(await apiGet<unknown>(`${PROFILE_PATHS.publicAgency}/${id}`, { query }));
}

/** Someone's public page, as every other signed-in user sees it. */
export const publicProfileQuery = (type: TUserType, id: number) =>
  queryOptions({
    queryKey: ['public-profile', type, id] as const,
    queryFn: () => fetchPublicProfile(type, id),
    // Issue 19: the page the server rendered with this profile starts with it, and asks again.
    ...embeddedStart<TPublicProfile>(
      `${type === 'INFLUENCER' ? PROFILE_PATHS.publicInfluencer : PROFILE_PATHS.publicAgency}/${id}`,
      undefined,
      type === 'INFLUENCER' ? ZPublicInfluencer : ZPublicAgency,
    ),
    retry: false,
  });

/** The signed-in user's own public page, always fresh: it must show the edits just made. */
export const ownPublicProfileQuery = (type: TUserType, id: number) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEYS.ownPublic, type, id] as const,
    queryFn: () => fetchPublicProfile(type, id, { forceRefresh: true }),
  });

/** SPEC §7 POST influencers/categories (user_id, category_id) or DELETE influencers/categories/{id}. */
export async function setInfluencerCategory(userId: number, categoryId: number, isChecked: boolean) {
  if (isChecked) {
    await apiPost<unknown>(PROFILE_PATHS.influencerCategories, { user_id: userId, category_id: categoryId });
  } else {
    await apiDelete<unknown>(`${PROFILE_PATHS.influencerCategories}/${categoryId}`);
  }
}

/** SPEC §7 PUT influencers/data/{id} or agencies/data/{id}: answers the updated user. */
export async function saveProfileData(
  user: Pick<TAuthUser, 'id' | 'type'>,
  body: TInfluencerDataInput | TAgencyDataInput,
): Promise<TAuthUser> {
  const path = user.type === 'INFLUENCER' ? PROFILE_PATHS.influencerData : PROFILE_PATHS.agencyData;
  return ZAuthUser.parse(await apiPut<unknown>(`${path}/${user.id}`, body));
}

/** SPEC §7 POST influencers/social: a new, unverified account. */
export async function addSocialAccount(body: TSocialAccountCreate): Promise<TSocialAccount> {
  return ZSocialAccount.parse(await apiPost<unknown>(PROFILE_PATHS.social, body));
}

/** SPEC §7 GET influencers/social/{id}/verify/{method}: starts the verification (SPEC §4). */
export async function verifySocialAccount(id: number, method: string): Promise<TSocialAccount> {
  return ZSocialAccount.parse(await apiGet<unknown>(`${PROFILE_PATHS.social}/${id}/verify/${method}`));
}

/** SPEC §7 DELETE influencers/social/{id}. */
export async function removeSocialAccount(id: number): Promise<void> {
  await apiDelete<unknown>(`${PROFILE_PATHS.social}/${id}`);
}

/** POST influencers/portfolio, or PUT influencers/portfolio/{id} for an item that exists. */
export async function savePortfolioItem(
  id: number | null,
  body: TPortfolioItemCreate,
): Promise<TPortfolioItem> {
  const answer =
    id === null
      ? await apiPost<unknown>(PROFILE_PATHS.portfolio, body)
      : await apiPut<unknown>(`${PROFILE_PATHS.portfolio}/${id}`, body);
  return ZPortfolioItem.parse(answer);
}

/** DELETE influencers/portfolio/{id}. */
export async function removePortfolioItem(id: number): Promise<void> {
  await apiDelete<unknown>(`${PROFILE_PATHS.portfolio}/${id}`);
}

/** SPEC §7 POST offers, or PUT offers/{id} for an offer that exists. */
export async function saveOffer(id: number | null, body: TOfferCreate): Promise<TOffer> {
  const answer =
    id === null
      ? await apiPost<unknown>(PROFILE_PATHS.offers, body)
      : await apiPut<unknown>(`${PROFILE_PATHS.offers}/${id}`, body);
  return ZOffer.parse(answer);
}

/** SPEC §7 DELETE offers/{id}. */
export async function removeOffer(id: number): Promise<void> {
  await apiDelete<unknown>(`${PROFILE_PATHS.offers}/${id}`);
}

/** POST agencies/offers/images: one image of an offer, as multipart (SPEC §5 checks it again). */
export async function uploadOfferImage(offerId: number, image: File): Promise<TOfferImage> {
  const form = new FormData();
  form.append('offer_id', String(offerId));
  form.append('image', image);
  return ZOfferImage.parse(await apiPost<unknown>(PROFILE_PATHS.offerImages, form));
}

/** PUT agencies/offers/images/{id}: the image's description. */
export async function describeOfferImage(id: number, description: string | null): Promise<void> {
  await apiPut<unknown>(`${PROFILE_PATHS.offerImages}/${id}`, { description });
}

/** PUT agencies/offers/images/order: the offer's images in their new order. */
export async function reorderOfferImages(offerId: number, ids: number[]): Promise<void> {
  await apiPut<unknown>(`${PROFILE_PATHS.offerImages}/order`, { offer_id: offerId, ids });
}

/** DELETE agencies/offers/images/{id}. */
export async function removeOfferImage(id: number): Promise<void> {
  await apiDelete<unknown>(`${PROFILE_PATHS.offerImages}/${id}`);
}

/**
 * POSTs one image as the multipart form the image routes read (file field `image`), with its progress.
 * The upload helper loads when an upload starts: profileApi is shared by pages the first route may
 * preload, and naming the helper's chunk among their dependencies alone broke the first route's budget.
 */
async function postImage(path: string, image: File, options?: ApiUploadOptions): Promise<unknown> {
  const { apiUpload } = await import('../../../lib/apiUpload');
  const form = new FormData();
  form.append('image', image);
  return apiUpload<unknown>(path, form, options);
}

/** POST users/{id}/image: the profile photo, as multipart, reporting its progress. */
export async function uploadProfilePhoto(
  userId: number,
  image: File,
  options?: ApiUploadOptions,
): Promise<TProfileImage> {
  return ZProfileImage.parse(await postImage(`${PROFILE_PATHS.user}/${userId}/image`, image, options));
}

/** DELETE users/{id}/image. */
export async function removeProfilePhoto(userId: number): Promise<void> {
  await apiDelete<unknown>(`${PROFILE_PATHS.user}/${userId}/image`);
}

/** Issue 18 POST users/{id}/cover: the profile's cover, cropped by the server to a 4:1 banner. */
export async function uploadProfileCover(
  userId: number,
  image: File,
  options?: ApiUploadOptions,
): Promise<TProfileCover> {
  return ZProfileCover.parse(await postImage(`${PROFILE_PATHS.user}/${userId}/cover`, image, options));
}

/** Issue 18 DELETE users/{id}/cover. */
export async function removeProfileCover(userId: number): Promise<void> {
  await apiDelete<unknown>(`${PROFILE_PATHS.user}/${userId}/cover`);
}

/** Issue 18 POST influencers/portfolio/{id}/image: an image item's picture. */
export async function uploadPortfolioImage(
  id: number,
  image: File,
  options?: ApiUploadOptions,
): Promise<TPortfolioItem> {
  return ZPortfolioItem.parse(await postImage(`${PROFILE_PATHS.portfolio}/${id}/image`, image, options));
}

/** Issue 17 POST appeals: the owner's one appeal of the flag on their account or on one of their offers. */
export async function sendAppeal(body: TAppealCreate): Promise<TAppeal> {
  return ZAppeal.parse(await apiPost<unknown>(PROFILE_PATHS.appeals, body));
}
