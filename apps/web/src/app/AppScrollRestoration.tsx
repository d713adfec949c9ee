import { useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation, type Location } from 'react-router';
import { recordLocation } from '../features/search/lib/locationTrail';

/**
 * SPEC §2: route scroll positions are restored (React Router keeps one per history entry), and the
 * trail of locations tells a search page whether it is being returned to from a profile.
 *
 * Render it before the pages: its layout effects then run before theirs in the same commit, so a
 * search page that starts fresh (or waits for its cached pages) has the last word on its position.
 */
export function AppScrollRestoration() {
  const location = useLocation();
  useLayoutEffect(() => {
    recordLocation(location);
  }, [location]);
  return <ScrollRestoration getKey={scrollKeyOf} />;
}

/**
 * Positions are kept per history entry. The first entry of every page load has the key 'default',
 * so keyed by it alone a typed URL or a shared link would open at the position of another page that
 * was loaded first in this tab: that entry is keyed by its URL instead.
 */
export function scrollKeyOf(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
