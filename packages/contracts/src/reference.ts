import { z } from 'zod';
import { ZLocale } from './enums';

/** A location of SPEC §3 (1 Croatia ... 6 Macedonia), named in the request's language. */
export const ZLocation = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_hr: z.string(),
  name_en: z.string(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_hr: z.string(),
  name_en: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZNetwork = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type TNetwork = z.infer<typeof ZNetwork>;

/** SPEC §7: GET public/data, the locale reply plus reference data and home-page counters. */
export const ZPublicData = z.object({
  locale: ZLocale,
  categories: z.array(ZCategory),
  locations: z.array(ZLocation),
  networks: z.array(ZNetwork),
  counters: z.object({
    followers: z.number().int(),
    influencers: z.number().int(),
    offers: z.number().int(),
  }),
});
export type TPublicData = z.infer<typeof ZPublicData>;

export const ZCategoryList = z.array(ZCategory);
export const ZLocationList = z.array(ZLocation);
export const ZNetworkList = z.array(ZNetwork);

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;
