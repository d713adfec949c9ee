import { queryOptions } from '@tanstack/react-query';
import type { TLocale, TPublicData } from '@spona/contracts';
import { apiGet } from './apiClient';
import { loadResponseSchemas } from './loadResponseSchemas';

/** First element of the public data query key. */
export const PUBLIC_DATA_QUERY_KIND = 'public-data';

/**
 * SPEC §7: GET public/data — reference data, home counters and the server's locale reply.
 * Keyed by the language it was asked in, so a language change loads it again.
 */
export function publicDataQuery(locale: TLocale) {
  return queryOptions({
    queryKey: [PUBLIC_DATA_QUERY_KIND, locale] as const,
    queryFn: async (): Promise<TPublicData> => {
      const [{ ZPublicData }, body] = await Promise.all([
        loadResponseSchemas(),
        apiGet<unknown>('public/data'),
      ]);
      return ZPublicData.parse(body);
    },
    staleTime: Infinity,
  });
}
