import { QueryClient } from '@tanstack/react-query';

/** Server state of the app (TanStack Query). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
