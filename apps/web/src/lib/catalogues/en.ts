/**
 * The English texts every page needs (the shell, the home, sign-in and registration, the banners),
 * loaded as a chunk of their own only when the interface is shown in English (`lib/i18n.ts`,
 * issue 7). Of the API's `api` namespace only what the web app shows itself: the validation and
 * error texts of the shared schemas and the image checks, not the mails and notifications.
 * The texts of the other pages are in `enFeatures.ts` and `enInfo.ts`.
 */
import type { TNamespace } from '@spona/i18n';
import { errors as apiErrors, images, validation } from '@spona/i18n/locales/en/api.json';
import auth from '@spona/i18n/locales/en/auth.json';
import common from '@spona/i18n/locales/en/common.json';
import errors from '@spona/i18n/locales/en/errors.json';
import home from '@spona/i18n/locales/en/home.json';
import nav from '@spona/i18n/locales/en/nav.json';
import pwa from '@spona/i18n/locales/en/pwa.json';
import type { catalogue as featuresCatalogue } from './enFeatures';
import type { catalogue as infoCatalogue } from './enInfo';
import type { catalogue as consoleCatalogue } from './enConsole';

export const catalogue = {
  common,
  nav,
  home,
  auth,
  errors,
  pwa,
  api: { errors: apiErrors, validation, images },
} satisfies Partial<Record<TNamespace, object>>;

/** Everything the web app loads, what its translation keys are typed against (`i18next.d.ts`). */
export type TWebCatalogue = typeof catalogue &
  typeof featuresCatalogue &
  typeof infoCatalogue &
  typeof consoleCatalogue;

type TAssert<T extends true> = T;
/** Fails the type check while a namespace of packages/i18n is in no group (it would never load). */
export type TEveryNamespaceLoads = TAssert<
  [Exclude<TNamespace, keyof TWebCatalogue>] extends [never] ? true : false
>;
