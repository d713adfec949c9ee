import { useMemo, useSyncExternalStore } from 'react';
import {
  parseAuthRecord,
  readAuthSnapshot,
  subscribeToAuth,
  type AuthRecord,
} from '../../../lib/authStorage';

/** The stored auth record, following logins and logouts in this tab and in others. */
export function useAuthRecord(): AuthRecord | null {
  const raw = useSyncExternalStore(subscribeToAuth, readAuthSnapshot, () => null);
  return useMemo(() => parseAuthRecord(raw), [raw]);
}

/** SPEC §4: logged in when the stored auth record exists. */
export function useIsLoggedIn(): boolean {
  return useAuthRecord() !== null;
}
