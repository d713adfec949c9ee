import { NavigationType } from 'react-router';

/** The two search pages of SPEC §2. */
export type TSearchTarget = 'creators' | 'offers';
/** The public profile pages a search leads to (SPEC §2: /creator/{id} and /advertiser/{id}). */
type TProfileKind = 'creator' | 'advertiser';

/** The search page a path shows: /search/creators (and its sub-routes) or /search/offers. */
export function findSearchTarget(pathname: string): TSearchTarget | null {
  if (pathname === '/search/creators' || pathname.startsWith('/search/creators/')) return 'creators';
  if (pathname === '/search/offers') return 'offers';
  return null;
}

function findProfileKind(pathname: string): TProfileKind | null {
  const match = /^\/(creator|advertiser)\/[^/]+$/.exec(pathname);
  return match ? (match[1] as TProfileKind) : null;
}

/**
 * SPEC §2: a cached search page is re-attached when the user returns from a creator or advertiser
 * page in exactly these cases; otherwise search state is not reused.
 */
const REATTACHING_RETURNS: Record<TProfileKind, readonly TSearchTarget[]> = {
  advertiser: ['offers'],
  creator: ['offers', 'creators'],
};

export interface TSearchArrival {
  /** The path the user was on before this one; null on the first page of the app. */
  fromPathname: string | null;
  toPathname: string;
  /** How the router got here: only going back (or forward) through history is a return. */
  action: NavigationType;
}

/**
 * Whether arriving at a search page re-attaches its cached results and scroll position: a history
 * return (POP) from a creator or advertiser page, in the three cases of SPEC §2. A link or the navbar
 * (PUSH) opens a new search even from a profile, and any other origin starts fresh.
 */
export function canReattachSearch({ fromPathname, toPathname, action }: TSearchArrival): boolean {
  const target = findSearchTarget(toPathname);
  const profile = fromPathname === null ? null : findProfileKind(fromPathname);
  if (action !== NavigationType.Pop || target === null || profile === null) return false;
  return REATTACHING_RETURNS[profile].includes(target);
}

/**
 * History state of the entries a search page writes itself (a filter, the next page of the infinite
 * scroll): the same visit going on, not an arrival.
 */
export const OWN_SEARCH_UPDATE = { isOwnSearchUpdate: true } as const;

/**
 * Whether a new history entry shown by an already mounted search page is a new arrival: a link or the
 * navbar (PUSH) that the page did not write itself. React keeps the page mounted when it is opened
 * again while another page is still loading (the router's transition), so this is not only a mount.
 */
export function isNewSearchArrival(action: NavigationType, state: unknown): boolean {
  const isOwnUpdate = typeof state === 'object' && state !== null && 'isOwnSearchUpdate' in state;
  return action === NavigationType.Push && !isOwnUpdate;
}

/** How a search page starts when it mounts, or when it is arrived at again while mounted. */
export interface TSearchVisit {
  /** Scopes the cached result pages to one visit: a fresh visit reuses none of them. */
  visitId: string;
  /** SPEC §2 return from a profile: the cached pages and the scroll position come back. */
  isReattached: boolean;
  /** Where the page is scrolled to once its pages are shown: the left position, or the top. */
  scrollY: number;
}

/**
 * Re-attaches the snapshot the page left in its history entry when the arrival is one of the
 * returns of SPEC §2; otherwise a fresh visit, at the top, with a new visit id.
 */
export function decideSearchVisit(
  arrival: TSearchArrival,
  snapshot: { visitId: string; scrollY: number } | undefined,
  createVisitId: () => string,
): TSearchVisit {
  if (snapshot && canReattachSearch(arrival)) {
    return { visitId: snapshot.visitId, isReattached: true, scrollY: snapshot.scrollY };
  }
  return { visitId: createVisitId(), isReattached: false, scrollY: 0 };
}
