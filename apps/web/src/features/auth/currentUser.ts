import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import { ApiError } from '../../lib/apiError';
import { clearAuth } from '../../lib/authStorage';
import { fetchCurrentUser } from './api/authApi';
import { useIsLoggedIn } from './hooks/useAuthRecord';

/** Query key of the signed-in user (GET auth/user). */
export const CURRENT_USER_QUERY_KEY = ['auth-user'] as const;

/** A client error means the server refused the stored token; offline or 5xx is worth another try. */
function isTokenRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

async function loadCurrentUser(): Promise<TAuthUser> {
  try {
    return await fetchCurrentUser();
  } catch (error) {
    // SPEC §4: failure to load the auth user clears the stored auth record and the cookie.
    if (isTokenRefusal(error)) clearAuth();
    throw error;
  }
}

/** SPEC §7 GET auth/user: the signed-in user. */
export function currentUserQuery() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: loadCurrentUser,
    staleTime: 60_000,
    retry: (failureCount, error) => !isTokenRefusal(error) && failureCount < 1,
  });
}

/** The signed-in user, loaded while an auth record is stored; undefined while loading or logged out. */
export function useCurrentUser(): TAuthUser | undefined {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...currentUserQuery(), enabled: isLoggedIn }).data;
}
