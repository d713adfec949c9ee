import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { TSearchVisit } from '../lib/searchReturn';
import { saveSearchSnapshot } from '../lib/searchSnapshots';

/**
 * The scroll position of a search page (SPEC §2). A re-attached page goes back to where it was left
 * once all the pages it showed are there again (`isReady`); a fresh visit starts at the top, even
 * when the router would restore the position of its history entry. Meanwhile every history entry of
 * the page keeps its snapshot up to date, for a later return.
 *
 * The router's own restoration runs in AppScrollRestoration, which renders before the pages, so these
 * layout effects come after it in the same commit.
 */
export function useSearchScrollRestoration(visit: TSearchVisit, isReady: boolean): void {
  const { key } = useLocation();
  /** The visit whose position has been reached; a new visit of the mounted page starts again. */
  const restoredVisit = useRef<TSearchVisit | null>(null);

  useLayoutEffect(() => {
    if (restoredVisit.current === visit || (visit.isReattached && !isReady)) return;
    window.scrollTo(0, visit.scrollY);
    restoredVisit.current = visit;
  }, [visit, isReady]);

  useLayoutEffect(() => {
    // Until the position is restored, the page may be shorter than it was: keep the left position.
    const save = () =>
      saveSearchSnapshot(key, {
        visitId: visit.visitId,
        scrollY: restoredVisit.current === visit ? window.scrollY : visit.scrollY,
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
