import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { findOriginPathname } from '../lib/locationTrail';
import { decideSearchVisit, type TSearchVisit } from '../lib/searchReturn';
import { findSearchSnapshot } from '../lib/searchSnapshots';

let visitCount = 0;
const createVisitId = () => `visit-${++visitCount}`;

/**
 * Decides once, when a search page mounts, whether it re-attaches the cached page of its history
 * entry (SPEC §2: a return from a creator or advertiser page, in three cases) or starts fresh.
 */
export function useSearchVisit(): TSearchVisit {
  const location = useLocation();
  const action = useNavigationType();
  const [visit] = useState(() =>
    decideSearchVisit(
      { fromPathname: findOriginPathname(location), toPathname: location.pathname, action },
      findSearchSnapshot(location.key),
      createVisitId,
    ),
  );
  return visit;
}
