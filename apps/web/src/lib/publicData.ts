import { queryOptions } from '@tanstack/react-query';
import type { TLocale, TPublicData } from '@spona/contracts';
import { apiGet } from './apiClient';
import { embeddedStart } from './embeddedAnswers';
import { loadedResponseSchemas, loadResponseSchemas } from './loadResponseSchemas';

/** SPEC §7 GET public/data. */
const PUBLIC_DATA_PATH = 'public/data';

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
        apiGet<unknown>(PUBLIC_DATA_PATH),
      ]);
      return ZPublicData.parse(body);
    },
    // Issue 19: a page the server rendered with the reference data starts with it (checked by the
    // schemas, which such a page loads before it hydrates): the same for every visitor of a language.
    ...embeddedStart<TPublicData>(PUBLIC_DATA_PATH, undefined, {
      safeParse: (body) => loadedResponseSchemas()?.ZPublicData.safeParse(body) ?? { success: false },
    }),
    staleTime: Infinity,
  });
}
