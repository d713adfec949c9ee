import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { findOriginPathname } from '../lib/locationTrail';
import { decideSearchVisit, isNewSearchArrival, type TSearchVisit } from '../lib/searchReturn';
import { findSearchSnapshot } from '../lib/searchSnapshots';

let visitCount = 0;
const createVisitId = () => `visit-${++visitCount}`;

/**
 * Decides when a search page mounts whether it re-attaches the cached page of its history entry
 * (SPEC §2: a return from a creator or advertiser page, in three cases) or starts fresh; and decides
 * again, fresh, when the mounted page is arrived at by a link or the navbar rather than by its own
 * filters and paging (a navigation that overtook another page still loading keeps the page mounted).
 */
export function useSearchVisit(): TSearchVisit {
  const location = useLocation();
  const action = useNavigationType();
  const decide = () => ({
    entryKey: location.key,
    visit: decideSearchVisit(
      { fromPathname: findOriginPathname(location), toPathname: location.pathname, action },
      findSearchSnapshot(location.key),
      createVisitId,
    ),
  });
  const [decided, setDecided] = useState(decide);
  if (decided.entryKey !== location.key && isNewSearchArrival(action, location.state)) {
    // Derived state, set while rendering: React renders again at once with it.
    const next = decide();
    setDecided(next);
    return next.visit;
  }
  return decided.visit;
}
