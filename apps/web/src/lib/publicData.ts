import { queryOptions } from '@tanstack/react-query';
import { ZPublicData, type TLocale, type TPublicData } from '@spona/contracts';
import { apiGet } from './apiClient';

/** First element of the public data query key. */
export const PUBLIC_DATA_QUERY_KIND = 'public-data';

/**
 * SPEC §7: GET public/data — reference data, home counters and the server's locale reply.
 * Keyed by the language it was asked in, so a language change loads it again.
 */
export function publicDataQuery(locale: TLocale) {
  return queryOptions({
    queryKey: [PUBLIC_DATA_QUERY_KIND, locale] as const,
    queryFn: async (): Promise<TPublicData> => ZPublicData.parse(await apiGet<unknown>('public/data')),
    staleTime: Infinity,
  });
}
