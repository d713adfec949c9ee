import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../features/auth/currentUser';
import { InstallBanner } from '../features/pwa/components/InstallBanner';
import { OfflineBanner } from '../features/pwa/components/OfflineBanner';
import { trackPageView } from '../lib/analytics';
import { loadFeatureTexts } from '../lib/i18n';
import { BannerStack } from '../ui/BannerStack';
import { ConsentBanner } from './ConsentBanner';

// The update banner is not part of a prerendered page: it renders once the page has hydrated (a new
// version waits only after the service worker's check), its code outside the first route's (its 170 kB
// budget) but fetched right after the page's own (the prerender lists it: app/prerender/
// pageDocument.ts). The install banner is in the page itself (features/pwa/lib/earlyInstallOffer.ts).
const UpdateBanner = lazy(async () => ({
  default: (await import('../features/pwa/components/UpdateBanner')).UpdateBanner,
}));

// Issue 18: only for a signed-in user whose email is unconfirmed, with the settings texts it reads.
const UnverifiedEmailBanner = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/settings/components/UnverifiedEmailBanner'),
    loadFeatureTexts(),
  ]);
  return { default: module.UnverifiedEmailBanner };
});

/**
 * The banners slot of SPEC §2: the offline notice, the update-available and install banners of the
 * installable app (features/pwa), the unconfirmed-email notice and the cookie and analytics consent
 * banner, stacked along the bottom edge. The page-view tracking sits here, beside the consent banner that gates it: a page
 * view before consent is dropped, not queued.
 */
export function Banners() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const isHydrated = useMounted();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  // SPEC §4: the service worker is registered once the app is stable (after this first render,
  // the load event and an idle moment).
  // Its code loads then, beside the update banner's (issue 19: the first route's budget).
  useEffect(() => {
    void import('../features/pwa/lib/serviceWorker').then(
      ({ scheduleServiceWorkerRegistration }) => scheduleServiceWorkerRegistration(),
      () => undefined,
    );
  }, []);
  return (
    <BannerStack>
      <OfflineBanner />
      {isHydrated && (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      )}
      <InstallBanner />
      {user && !user.email_verified && (
        <Suspense fallback={null}>
          <UnverifiedEmailBanner />
        </Suspense>
      )}
      <ConsentBanner />
    </BannerStack>
  );
}
