import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_PATHS,
  ZCategoryList,
  ZOfferList,
  ZPortfolioItemList,
  ZProfileStrength,
  ZPublicAgency,
  ZPublicInfluencer,
  ZSocialAccountList,
  type TPublicAgency,
  type TPublicInfluencer,
  type TUserType,
} from '@spona/contracts';
import { useCallback } from 'react';
import { apiGet } from '../../../lib/apiClient';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';

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
    retry: false,
  });

/** The signed-in user's own public page, always fresh: it must show the edits just made. */
export const ownPublicProfileQuery = (type: TUserType, id: number) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEYS.ownPublic, type, id] as const,
    queryFn: () => fetchPublicProfile(type, id, { forceRefresh: true }),
  });

/** Reloads whatever an edit of the profile may have changed: lists, completion, public page, user. */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEYS.all }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
    ]);
  }, [queryClient]);
}
