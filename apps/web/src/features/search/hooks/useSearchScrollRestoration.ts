import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { TSearchVisit } from '../lib/searchReturn';
import { findSearchSnapshot, saveSearchSnapshot } from '../lib/searchSnapshots';

/** The `href` of the link inside `<main>` (a result card) that has the focus, if one has. */
function findFocusedResultHref(): string | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLAnchorElement) || !active.closest('main')) return undefined;
  return active.getAttribute('href') ?? undefined;
}

/** Focuses the link to `href` in `<main>` (the card opened before), where the scroll already is. */
function focusResultLink(href: string): void {
  const links = document.querySelectorAll<HTMLAnchorElement>('main a[href]');
  const link = Array.from(links).find((candidate) => candidate.getAttribute('href') === href);
  link?.focus({ preventScroll: true });
}

/**
 * The scroll position of a search page (SPEC §2). A re-attached page goes back to where it was left
 * once all the pages it showed are there again (`isReady`); a fresh visit starts at the top, even
 * when the router would restore the position of its history entry. Meanwhile every history entry of
 * the page keeps its snapshot up to date, for a later return.
 *
 * Issue 18: the focus comes back too — to the card whose link had it when the page was left (opened
 * by Enter), so a keyboard user carries on from that result.
 *
 * The router's own restoration runs in AppScrollRestoration, which renders before the pages, so these
 * layout effects come after it in the same commit.
 */
export function useSearchScrollRestoration(visit: TSearchVisit, isReady: boolean): void {
  const { key } = useLocation();
  /** The visit whose position has been reached; a new visit of the mounted page starts again. */
  const restoredVisit = useRef<TSearchVisit | null>(null);
  // Read before this page's own saves below replace the snapshot of its entry.
  const focusedHref = useMemo(
    () => (visit.isReattached ? findSearchSnapshot(key)?.focusedHref : undefined),
    [visit, key],
  );

  useLayoutEffect(() => {
    if (restoredVisit.current === visit || (visit.isReattached && !isReady)) return;
    window.scrollTo(0, visit.scrollY);
    if (focusedHref) focusResultLink(focusedHref);
    restoredVisit.current = visit;
  }, [visit, isReady, focusedHref]);

  useLayoutEffect(() => {
    // Until the position is restored, the page may be shorter than it was: keep the left position.
    const save = () =>
      saveSearchSnapshot(key, {
        visitId: visit.visitId,
        scrollY: restoredVisit.current === visit ? window.scrollY : visit.scrollY,
        focusedHref: findFocusedResultHref(),
      });
    save();
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      // Leaving the entry (or the page): its content is still in the document here.
      save();
    };
  }, [key, visit]);
}
