import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { InstallBanner } from '../features/pwa/components/InstallBanner';
import { OfflineBanner } from '../features/pwa/components/OfflineBanner';
import { UpdateBanner } from '../features/pwa/components/UpdateBanner';
import { scheduleServiceWorkerRegistration } from '../features/pwa/lib/serviceWorker';
import { trackPageView } from '../lib/analytics';
import { BannerStack } from '../ui/BannerStack';
import { ConsentBanner } from './ConsentBanner';

/**
 * The banners slot of SPEC §2: the offline notice, the update-available and install banners of the
 * installable app (features/pwa) and the cookie and analytics consent banner, stacked along the
 * bottom edge. The page-view tracking sits here, beside the consent banner that gates it: a page
 * view before consent is dropped, not queued.
 */
export function Banners() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  // SPEC §4: the service worker is registered once the app is stable (after this first render,
  // the load event and an idle moment).
  useEffect(() => {
    scheduleServiceWorkerRegistration();
  }, []);
  return (
    <BannerStack>
      <OfflineBanner />
      <UpdateBanner />
      <InstallBanner />
      <ConsentBanner />
    </BannerStack>
  );
}
