/**
 * The Croatian texts of the feature pages (profile, settings, search, messenger, dashboard, campaigns),
 * loaded with the first of those pages (`lazyFeaturePage` in app/routes.tsx), not on the home page
 * (issue 7). The info pages' are in `hrInfo.ts`.
 */
import type { TNamespace } from '@spona/i18n';
import campaigns from '@spona/i18n/locales/hr/campaigns.json';
import dashboard from '@spona/i18n/locales/hr/dashboard.json';
import gallery from '@spona/i18n/locales/hr/gallery.json';
import messenger from '@spona/i18n/locales/hr/messenger.json';
import profile from '@spona/i18n/locales/hr/profile.json';
import search from '@spona/i18n/locales/hr/search.json';
import settings from '@spona/i18n/locales/hr/settings.json';

export const catalogue = {
  profile,
  settings,
  search,
  messenger,
  dashboard,
  campaigns,
  gallery,
} satisfies Partial<Record<TNamespace, object>>;
