import { useSyncExternalStore } from 'react';
import { readStaffSession, subscribeToStaffSession, type StaffSession } from '../lib/staffSession';

let lastToken: string | null = null;
let lastSession: StaffSession | null = null;

/** The same object while the token is the same, as useSyncExternalStore needs. */
function readStableSession(): StaffSession | null {
  const session = readStaffSession();
  if ((session?.token ?? null) !== lastToken) {
    lastToken = session?.token ?? null;
    lastSession = session;
  }
  return lastSession;
}

/** Issue 17: this tab's staff session, re-read on sign-in and sign-out (and a 401 anywhere). */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribeToStaffSession, readStableSession, () => null);
}
