import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';
import { ConsentBanner } from './ConsentBanner';

/**
 * The banners slot of SPEC §2 (install, update available, cookie and analytics consent). The install
 * and update banners arrive with the PWA work. The page-view tracking sits here, beside the consent
 * banner that gates it: a page view before consent is dropped, not queued.
 */
export function Banners() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return <ConsentBanner />;
}
