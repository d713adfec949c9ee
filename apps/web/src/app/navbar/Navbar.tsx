import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../../features/auth/hooks/useAuthRecord';
import { useIsMobile } from '../../ui/useIsMobile';
import { findActiveTab } from './activeTab';
import { DesktopNavbar } from './DesktopNavbar';
import { LoggedOutNavbar } from './LoggedOutNavbar';
import { MobileNavbar } from './MobileNavbar';

/** Unseen arrangements arrive with the Messenger issue (real-time); until then there are none. */
const UNSEEN_ARRANGEMENTS = 0;

/** The navigation of SPEC §2: logged-out, or logged-in in its mobile (< 768 px) and desktop variants. */
export function Navbar() {
  const { t } = useTranslation('nav');
  const isLoggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const activeTab = findActiveTab(pathname);
  const isMobile = useIsMobile();

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
        <MobileNavbar activeTab={activeTab} unseenCount={UNSEEN_ARRANGEMENTS} user={null} />
      ) : (
        <DesktopNavbar activeTab={activeTab} unseenCount={UNSEEN_ARRANGEMENTS} user={null} />
      )}
    </Box>
  );
}
