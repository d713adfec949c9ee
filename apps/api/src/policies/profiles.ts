import type { TUserType } from '@spona/contracts';

type Actor = { id: number; type: TUserType };

/** SPEC §6 and issue 4: a user changes only their own profile. */
export function isOwnProfile(user: { id: number }, profileUserId: number): boolean {
  return user.id === profileUserId;
}

/** Categories, social networks and the portfolio belong to creators (SPEC §2 profile editor tabs). */
export function hasCreatorProfile(user: { type: TUserType }): boolean {
  return user.type === 'INFLUENCER';
}

/** PUT influencers/data/{id}: the creator themself. */
export function canEditInfluencerData(user: Actor, profileUserId: number): boolean {
  return isOwnProfile(user, profileUserId) && user.type === 'INFLUENCER';
}

/** PUT agencies/data/{id}: the advertiser themself. */
export function canEditAgencyData(user: Actor, profileUserId: number): boolean {
  return isOwnProfile(user, profileUserId) && user.type === 'ADVERTISER';
}

/** SPEC §4 and issue 4: a profile view counts when a signed-in user looks at someone else's page. */
export function countsAsProfileView(viewer: { id: number } | null, profileUserId: number): boolean {
  return viewer !== null && viewer.id !== profileUserId;
}
