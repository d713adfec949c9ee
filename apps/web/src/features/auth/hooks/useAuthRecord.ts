import { useMemo, useSyncExternalStore } from 'react';
import {
  parseAuthRecord,
  readAuthSnapshot,
  subscribeToAuth,
  type AuthRecord,
} from '../../../lib/authStorage';
import { isServerRendering, serverAuthSnapshot } from '../../../app/prerender/prerenderState';

/**
 * Issue 19: the server renders with the state its page stands for; the browser hydrates a page only
 * when its own state is the same (app/main.tsx), so it hydrates with its own record.
 */
const readServerSnapshot = isServerRendering ? serverAuthSnapshot : readAuthSnapshot;

/** The stored auth record, following logins and logouts in this tab and in others. */
export function useAuthRecord(): AuthRecord | null {
  const raw = useSyncExternalStore(subscribeToAuth, readAuthSnapshot, readServerSnapshot);
  return useMemo(() => parseAuthRecord(raw), [raw]);
}

/** SPEC §4: logged in when the stored auth record exists. */
export function useIsLoggedIn(): boolean {
  return useAuthRecord() !== null;
}
