import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findMarketingRedirectHere, pageNavigation } from '../lib/marketingRedirect';

/**
 * The route element of `/`: the home page, unless SPEC §2 sends this visitor to the marketing site.
 * Then nothing of the home page renders (not even its code loads) and the page is replaced before it
 * paints. `main.tsx` does the same before the app starts; this covers in-app links to `/`.
 */
export function MarketingRedirect({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const target = findMarketingRedirectHere(pathname);
  useLayoutEffect(() => {
    if (target) pageNavigation.replace(target);
  }, [target]);
  return target ? null : children;
}
