/** SPEC §2: the navbar tabs one of which is active. */
export type NavTab =
  'USER_PROFILE' | 'DASHBOARD' | 'SEARCH_CREATORS' | 'SEARCH_OFFERS' | 'CAMPAIGNS' | 'MESSENGER';

/** URL prefixes of each tab; a public profile belongs to the search it is reached from. */
const TAB_PREFIXES: ReadonlyArray<readonly [NavTab, readonly string[]]> = [
  ['USER_PROFILE', ['/user-profile']],
  ['DASHBOARD', ['/dashboard']],
  ['SEARCH_CREATORS', ['/search/creators', '/creator']],
  ['SEARCH_OFFERS', ['/search/offers', '/advertiser']],
  ['CAMPAIGNS', ['/campaigns']],
  ['MESSENGER', ['/messenger']],
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** SPEC §2: the active tab, chosen by matching the current URL; null on pages without a tab. */
export function findActiveTab(pathname: string): NavTab | null {
  const match = TAB_PREFIXES.find(([, prefixes]) =>
    prefixes.some((prefix) => matchesPrefix(pathname, prefix)),
  );
  return match ? match[0] : null;
}
