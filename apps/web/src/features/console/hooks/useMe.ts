import { useQuery } from '@tanstack/react-query';
import { consoleKeys, fetchMe } from '../api/consoleApi';

/** GET console/me: who is signed in to the console (name and role). */
export function useMe() {
  return useQuery({
    queryKey: consoleKeys.me(),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60 * 1000,
  });
}
