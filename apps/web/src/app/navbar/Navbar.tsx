import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/currentUser';
import { useIsLoggedIn } from '../../features/auth/hooks/useAuthRecord';
import { useUnseenArrangementCount } from '../../lib/realtime/realtimeStore';
import { useIsMobile } from '../../ui/useIsMobile';
import { findActiveTab } from './activeTab';
import { DesktopNavbar } from './DesktopNavbar';
import { LoggedOutNavbar } from './LoggedOutNavbar';
import { MobileNavbar } from './MobileNavbar';

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
      {isMobile ? (
        <MobileNavbar activeTab={activeTab} unseenCount={unseenCount} user={user} />
      ) : (
        <DesktopNavbar activeTab={activeTab} unseenCount={unseenCount} user={user} />
      )}
    </Box>
  );
}
