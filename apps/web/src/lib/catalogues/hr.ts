/**
 * The Croatian texts every page needs (the shell, the home, sign-in and registration, the banners),
 * loaded as a chunk of their own only when the interface is shown in Croatian (`lib/i18n.ts`,
 * issue 7). Of the API's `api` namespace only what the web app shows itself: the validation and
 * error texts of the shared schemas and the image checks, not the mails and notifications.
 * The texts of the other pages are in `hrFeatures.ts` and `hrInfo.ts`.
 */
import type { TNamespace } from '@spona/i18n';
import { errors as apiErrors, images, validation } from '@spona/i18n/locales/hr/api.json';
import auth from '@spona/i18n/locales/hr/auth.json';
import common from '@spona/i18n/locales/hr/common.json';
import errors from '@spona/i18n/locales/hr/errors.json';
import home from '@spona/i18n/locales/hr/home.json';
import nav from '@spona/i18n/locales/hr/nav.json';
import pwa from '@spona/i18n/locales/hr/pwa.json';

export const catalogue = {
  common,
  nav,
  home,
  auth,
  errors,
  pwa,
  api: { errors: apiErrors, validation, images },
} satisfies Partial<Record<TNamespace, object>>;
