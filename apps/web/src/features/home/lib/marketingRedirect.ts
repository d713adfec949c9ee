import type { TRuntimeConfig } from '@spona/contracts';
import { isStandalone } from '../../../lib/standalone';
import { readAuth } from '../../../lib/authStorage';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';

export interface MarketingRedirectContext {
  /** The path about to be shown. */
  pathname: string;
  /** Where the app runs (`window.location.href`); a marketing site at this very page is no redirect. */
  currentUrl: string;
  isLoggedIn: boolean;
  /** Installed app (display-mode standalone). */
  isStandalone: boolean;
  config: Pick<TRuntimeConfig, 'marketingSiteUrl' | 'production'>;
}

/**
 * SPEC §2 `/`: in a normal browser tab in production, a logged-out visitor of the home page goes to the
 * external marketing site (MARKETING_SITE_URL). The installed app shows the home page; signed-in users
 * go to the dashboard (the logged-out guard); development and an unset address never redirect.
 * Answers the address to go to, or null.
 */
export function findMarketingRedirect({
  pathname,
  currentUrl,
  isLoggedIn,
  isStandalone,
  config,
}: MarketingRedirectContext): string | null {
  if (pathname !== '/' || isLoggedIn || isStandalone || !config.production) return null;
  if (!config.marketingSiteUrl) return null;
  let target: URL;
  try {
    target = new URL(config.marketingSiteUrl, currentUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  // A marketing address that is this app's own home would send the visitor round in circles.
  const here = new URL(currentUrl);
  if (target.origin === here.origin && target.pathname === '/') return null;
  return target.href;
}

/** `findMarketingRedirect` for this browser tab now, at `pathname` (the router's, or the address bar's). */
export function findMarketingRedirectHere(pathname?: string): string | null {
  // The prerender (issue 19) renders the home page; the browser leaves from it before it starts.
  if (typeof window === 'undefined') return null;
  return findMarketingRedirect({
    pathname: pathname ?? window.location.pathname,
    currentUrl: window.location.href,
    isLoggedIn: readAuth() !== null,
    isStandalone: isStandalone(),
    config: getRuntimeConfig(),
  });
}

/** How the page leaves; an object so tests can watch it (jsdom cannot navigate). */
export const pageNavigation = {
  /** Replaces this history entry, so Back does not return to a page that redirects again. */
  replace(url: string): void {
    window.location.replace(url);
  },
};

/**
 * Goes to the marketing site when SPEC §2 says so (see findMarketingRedirect); answers whether it did,
 * so the caller renders nothing meanwhile. Run before the app renders (`main.tsx`).
 */
export function leaveForMarketingSite(): boolean {
  const target = findMarketingRedirectHere();
  if (target) pageNavigation.replace(target);
  return target !== null;
}
