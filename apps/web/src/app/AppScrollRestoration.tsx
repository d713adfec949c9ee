import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';
import { focusMainContent } from './mainContent';
import { recordLocation } from '../features/search/lib/locationTrail';
import { setRecent } from '../lib/recentMap';

/** Where the positions outlive a reload of the tab (as the browser keeps its history). */
const STORAGE_KEY = 'spona.scrollPositions';
/** Enough for a long session; the oldest entries go first. */
const MAX_POSITIONS = 200;

function readStoredPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | undefined;

function getPositions(): Map<string, number> {
  positions ??= readStoredPositions();
  return positions;
}

function storePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...getPositions()]));
  } catch {
    // Storage full or disabled: positions then last as long as the page.
  }
}

/**
 * SPEC §2: route scroll positions are restored, one per history entry, and the trail of locations
 * tells a search page whether it is being returned to from a profile.
 *
 * - An entry seen before (back, forward, a reload) opens where it was left.
 * - A new entry opens at its `#hash` element, or at the top; except when only the query changed on the
 *   same page (search filters, the infinite scroll's `page`), which keeps the position.
 *
 * Render it before the pages: its layout effects then run before theirs in the same commit, so a
 * search page that starts fresh (or waits for its cached pages) has the last word on its position.
 */
export function AppScrollRestoration() {
  const location = useLocation();
  const key = scrollKeyOf(location);
  const { pathname, hash } = location;

  useLayoutEffect(() => {
    recordLocation(location);
  }, [location]);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => setRecent(getPositions(), key, window.scrollY, MAX_POSITIONS);
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', storePositions);
    };
  }, [key]);

  useLayoutEffect(() => {
    const previousPathname = lastPathname;
    lastPathname = pathname;
    // Issue 18: the link that led here went with its page, dropping the focus to <body>: <main> takes
    // it, so Tab goes on from the content (not on a first load: the skip link stays the first stop).
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (previousPathname !== undefined && pathname !== previousPathname && isFocusLost) focusMainContent();
    const saved = getPositions().get(key);
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = findHashTarget(hash);
    if (target) {
      target.scrollIntoView();
    } else if (pathname !== previousPathname) {
      window.scrollTo(0, 0);
    }
  }, [key, pathname, hash]);

  return null;
}

/** The element a `#hash` names, if the page has it (a malformed escape names none). */
function findHashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The page of the previous entry shown: a new entry of the same page keeps the position. */
let lastPathname: string | undefined;

/**
 * Positions are kept per history entry. The first entry of every page load has the key 'default',
 * so keyed by it alone a typed URL or a shared link would open at the position of another page that
 * was loaded first in this tab: that entry is keyed by its URL instead.
 */
export function scrollKeyOf(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
