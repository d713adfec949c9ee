import type { TUserType } from '@spona/contracts';

/** The tabs of the profile editor (SPEC §2), in the order they are shown. */
export const PROFILE_TABS = ['data', 'categories', 'networks', 'offers', 'portfolio', 'ratings'] as const;
export type TProfileTab = (typeof PROFILE_TABS)[number];

/** Advertisers have no categories, networks or portfolio (SPEC §3: those are a creator's). */
const CREATOR_ONLY_TABS: readonly TProfileTab[] = ['categories', 'networks', 'portfolio'];

/** The tabs an account type has. */
export function tabsFor(type: TUserType): TProfileTab[] {
  return PROFILE_TABS.filter((tab) => type === 'INFLUENCER' || !CREATOR_ONLY_TABS.includes(tab));
}

/** The tab named in the URL when the account type has it, else the first. */
export function parseProfileTab(value: string | null, type: TUserType): TProfileTab {
  const tabs = tabsFor(type);
  return tabs.find((tab) => tab === value) ?? tabs[0]!;
}
