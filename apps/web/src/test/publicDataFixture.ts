import type { TLocale, TPublicData } from '@spona/contracts';

/** A public data reply as the API gives it (SPEC §7), in `locale`. */
export function buildPublicData(overrides: Partial<TPublicData> = {}, locale: TLocale = 'hr'): TPublicData {
  return {
    locale,
    categories: [{ id: 1, slug: 'fashion', name: 'Moda', name_hr: 'Moda', name_en: 'Fashion' }],
    locations: [{ id: 1, code: 'HR', name: 'Hrvatska', name_hr: 'Hrvatska', name_en: 'Croatia' }],
    networks: [{ id: 1, slug: 'instagram', name: 'Instagram' }],
    counters: { followers: 1234567, influencers: 420, offers: 87 },
    ...overrides,
  };
}

/** A JSON response like the API's. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
