/**
 * The Croatian texts of the info pages (about, support, privacy), loaded with the first of them
 * (`lazyInfoPage` in app/routes.tsx): issue 19, not with the feature pages' texts, which every
 * signed-in page waits for.
 */
import type { TNamespace } from '@spona/i18n';
import pages from '@spona/i18n/locales/hr/pages.json';

export const catalogue = { pages } satisfies Partial<Record<TNamespace, object>>;
