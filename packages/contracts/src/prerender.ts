import type { TLocale } from './enums';

/**
 * Issue 19: what a prerendered page was rendered for. The server picks a page by the `locale`, `auth`
 * and `consent` cookies; the page carries its state, and the browser hydrates it only when its own
 * state is the same.
 */
export interface TPrerenderState {
  locale: TLocale;
  isSignedIn: boolean;
  hasConsent: boolean;
}

/** Every state a page is prerendered for. */
export const PRERENDER_STATES: readonly TPrerenderState[] = [
  { locale: 'hr', isSignedIn: false, hasConsent: false },
  { locale: 'hr', isSignedIn: false, hasConsent: true },
  { locale: 'hr', isSignedIn: true, hasConsent: false },
  { locale: 'hr', isSignedIn: true, hasConsent: true },
  { locale: 'en', isSignedIn: false, hasConsent: false },
  { locale: 'en', isSignedIn: false, hasConsent: true },
  { locale: 'en', isSignedIn: true, hasConsent: false },
  { locale: 'en', isSignedIn: true, hasConsent: true },
];

export interface TPrerenderedPage {
  /** The route (SPEC §2); `:id` stands for a number. */
  path: string;
  /** Only for signed-in visitors (true), only for anonymous ones (false), or for both (undefined). */
  signedIn?: boolean;
  /** The address rendered for a route with a parameter (what shows before its data is the same). */
  renderAt?: string;
}

/**
 * The pages prerendered (issue 19): the logged-out pages whole, and for every signed-in route its
 * shell (navbar, heading, skeletons), as each shows before its data arrives.
 */
export const PRERENDERED_PAGES: readonly TPrerenderedPage[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/reset-password', signedIn: false },
  { path: '/register' },
  { path: '/about' },
  { path: '/support' },
  { path: '/privacy' },
  { path: '/not-found' },
  { path: '/error' },
  { path: '/dashboard', signedIn: true },
  { path: '/user-profile', signedIn: true },
  { path: '/user-settings', signedIn: true },
  { path: '/messenger', signedIn: true },
  { path: '/search/creators', signedIn: true },
  { path: '/search/offers', signedIn: true },
  { path: '/creator/:id', signedIn: true, renderAt: '/creator/1' },
  { path: '/advertiser/:id', signedIn: true, renderAt: '/advertiser/1' },
  // Issue 20: the campaign builder and the shortlists (advertisers).
  { path: '/campaigns', signedIn: true },
  { path: '/campaigns/shortlists', signedIn: true },
  { path: '/campaigns/:id', signedIn: true, renderAt: '/campaigns/1' },
];

/** The folder of the web build that holds the prerendered pages, and the list the server reads. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_INDEX = 'pages.json';

export interface TPrerenderedIndex {
  pages: (TPrerenderState & { path: string; file: string })[];
}

/** Where a page prerendered for `state` lies, under PRERENDERED_DIR. */
export function prerenderedFileOf(pagePath: string, state: TPrerenderState): string {
  const stateName = `${state.locale}-${state.isSignedIn ? 'in' : 'out'}-${state.hasConsent ? 'consent' : 'banner'}`;
  const pageName = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[/:]+/g, '-');
  return `${stateName}/${pageName}.html`;
}

/**
 * The response header naming the prerendered page a page request was answered with (its file under
 * PRERENDERED_DIR): the service worker keeps that page for the next visit in the same state.
 */
export const PRERENDERED_PAGE_HEADER = 'x-spona-prerendered';

/**
 * The response header of a page the server rendered with its public data (the creator search, a
 * profile), naming the prerendered page of its route and state as PRERENDERED_PAGE_HEADER does: the
 * service worker keeps such a page a short while under its own address (another address of the route
 * has other data).
 */
export const RENDERED_PAGE_HEADER = 'x-spona-rendered';

/** Whether a page's route (`/creator/:id`) names the address `pathname` (`/creator/12`). */
export function isRouteOf(route: string, pathname: string): boolean {
  const routeParts = route.split('/');
  const pathParts = pathname.split('/');
  if (routeParts.length !== pathParts.length) return false;
  return routeParts.every((part, index) =>
    part.startsWith(':') ? /^\d+$/.test(pathParts[index] ?? '') : part === pathParts[index],
  );
}

/** An address as the pages are listed: without a trailing slash (except `/` itself). */
export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The prerendered page of PRERENDERED_PAGES for an address in a state (its file under
 * PRERENDERED_DIR), or undefined: no page was rendered for it.
 */
export function prerenderedFileFor(pathname: string, state: TPrerenderState): string | undefined {
  const address = normalizePagePath(pathname);
  const page = PRERENDERED_PAGES.find(
    (candidate) =>
      (candidate.signedIn === undefined || candidate.signedIn === state.isSignedIn) &&
      isRouteOf(candidate.path, address),
  );
  return page && prerenderedFileOf(page.path, state);
}
