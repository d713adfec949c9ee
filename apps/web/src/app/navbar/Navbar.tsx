import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/currentUser';
import { useIsLoggedIn } from '../../features/auth/hooks/useAuthRecord';
import { useUnseenArrangementCount } from '../../lib/realtime/realtimeStore';
import { useIsMobile } from '../../ui/hooks/useIsMobile';
import { findActiveTab } from './activeTab';
import { LoggedOutNavbar } from './LoggedOutNavbar';

// The signed-in navbars (menus, tooltips, search form) load beside the first signed-in page, so the
// logged-out first route (home, login) does not carry them (issue 7: first route budget).
const DesktopNavbar = lazy(async () => ({ default: (await import('./DesktopNavbar')).DesktopNavbar }));
const MobileNavbar = lazy(async () => ({ default: (await import('./MobileNavbar')).MobileNavbar }));

/** The navigation of SPEC §2: logged-out, or logged-in in its mobile (< 768 px) and desktop variants. */
export function Navbar() {
  const { t } = useTranslation('nav');
  const isLoggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const activeTab = findActiveTab(pathname);
  const isMobile = useIsMobile();
  const user = useCurrentUser() ?? null;
  // SPEC §4: the live unseen list (seeded from GET auth/user, kept by real-time events).
  const unseenCount = useUnseenArrangementCount();

  if (!isLoggedIn) {
    return (
      <Box component="nav" aria-label={t('label')} h="100%">
        <LoggedOutNavbar />
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label={t('label')} h="100%">
      <Suspense fallback={null}>
        {isMobile ? (
          <MobileNavbar activeTab={activeTab} unseenCount={unseenCount} user={user} />
        ) : (
          <DesktopNavbar activeTab={activeTab} unseenCount={unseenCount} user={user} />
        )}
      </Suspense>
    </Box>
  );
}
