import type { TUserType } from '@spona/contracts';

/** SPEC §6 and issue 4: a user changes only their own profile. */
export function isOwnProfile(user: { id: number }, profileUserId: number): boolean {
  return user.id === profileUserId;
}

/** Categories, social networks and the portfolio belong to creators (SPEC §2 profile editor tabs). */
export function hasCreatorProfile(user: { type: TUserType }): boolean {
  return user.type === 'INFLUENCER';
}

/** Company data (PUT agencies/data/{id}) belongs to advertisers (SPEC §3 Advertiser data). */
export function hasAdvertiserProfile(user: { type: TUserType }): boolean {
  return user.type === 'ADVERTISER';
}

/** SPEC §4 and issue 4: a profile view counts when a signed-in user looks at someone else's page. */
export function countsAsProfileView(viewer: { id: number } | null, profileUserId: number): boolean {
  return viewer !== null && viewer.id !== profileUserId;
}
