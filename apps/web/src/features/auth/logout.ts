import type { QueryClient } from '@tanstack/react-query';
import { clearGetCache } from '../../lib/apiClient';
import { clearAuth } from '../../lib/authStorage';

/**
 * SPEC §4: logging out clears the tokens (stored record and cookie) and every cached server answer.
 * The server-side `GET auth/logout` call joins when the Accounts issue builds it.
 */
export function logout(queryClient: QueryClient): void {
  clearAuth();
  clearGetCache();
  queryClient.clear();
}
