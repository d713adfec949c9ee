import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/currentUser';
import { useIsLoggedIn } from '../../features/auth/hooks/useAuthRecord';
import { useUnseenArrangementCount } from '../../lib/realtime/realtimeStore';
import { useViewportIsMobile } from '../../ui/hooks/useIsMobile';
import { findActiveTab } from './activeTab';
import { LoggedOutNavbar } from './LoggedOutNavbar';
import { HydrateWhen, type THydrateWhenName } from '../prerender/HydrateWhen';
import { lazyNamed } from '../prerender/renderedModules';
import type * as DesktopNavbarModule from './DesktopNavbar';
import type { DesktopNavbarProps } from './DesktopNavbar';
import type * as MobileNavbarModule from './MobileNavbar';
import type { MobileNavbarProps } from './MobileNavbar';

// The signed-in navbars (menus, tooltips, search form) load beside the first signed-in page, so the
// logged-out first route (home, login) does not carry them (issue 7: first route budget).
const DesktopNavbar = lazyNamed<DesktopNavbarProps, typeof DesktopNavbarModule>(
  () => import('./DesktopNavbar'),
  'DesktopNavbar',
);
const MobileNavbar = lazyNamed<MobileNavbarProps, typeof MobileNavbarModule>(
  () => import('./MobileNavbar'),
  'MobileNavbar',
);

/** The navigation of SPEC §2: logged-out, or logged-in in its mobile (< 768 px) and desktop variants. */
export function Navbar() {
  const { t } = useTranslation('nav');
  const isLoggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const activeTab = findActiveTab(pathname);
  // Undefined while a prerendered page hydrates: both variants, each hidden by CSS (issue 19).
  const isMobile = useViewportIsMobile();
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
  // Issue 19: of the two variants the prerendered page has, the browser hydrates the one it shows;
  // the other stays as the server rendered it (hidden by CSS) until the width is known and it goes.
  const props = { activeTab, unseenCount, user };
  return (
    <Box component="nav" aria-label={t('label')} h="100%">
      {isMobile !== false && (
        <NavbarVariant name="navbar-mobile">
          <MobileNavbar {...props} />
        </NavbarVariant>
      )}
      {isMobile !== true && (
        <NavbarVariant name="navbar-desktop">
          <DesktopNavbar {...props} />
        </NavbarVariant>
      )}
    </Box>
  );
}

/** One of the navbar's variants, shown by CSS at its widths only (SPEC §2, Mantine's sm: 768 px). */
function NavbarVariant({ name, children }: { name: THydrateWhenName; children: ReactNode }) {
  const visibility =
    name === 'navbar-mobile' ? ({ hiddenFrom: 'sm' } as const) : ({ visibleFrom: 'sm' } as const);
  return (
    <Box {...visibility} h="100%">
      <Suspense fallback={null}>
        <HydrateWhen name={name}>{children}</HydrateWhen>
      </Suspense>
    </Box>
  );
}
