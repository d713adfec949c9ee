import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAuthSession } from '../features/auth/hooks/useAuthSession';
import { useRealtimeSession } from './hooks/useRealtimeSession';
import { usePageTitle } from '../ui/hooks/usePageTitle';
import { SkipLink } from '../ui/SkipLink';
import { AppScrollRestoration } from './AppScrollRestoration';
import { Banners } from './Banners';
import { Footer } from './Footer';
import { MAIN_ID } from './mainContent';
import { Navbar } from './navbar/Navbar';
import { PageLoader } from './PageLoader';
import { HydrationGate } from './prerender/hydrationGate';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const HEADER_HEIGHT = 60;

/**
 * The session of SPEC §4 and its real-time connection (issue 16: the dashboard follows the real-time
 * events, also while another page is shown). A component of their own that renders nothing: they
 * follow the signed-in user's query, and in the layout each of its changes rendered the whole page
 * again, at once (a query's update is not a transition; issue 19).
 */
function SessionEffects() {
  useAuthSession();
  useRealtimeSession();
  return null;
}

/** Header with the navbar, the page in <main>, the footer and the banners slot. */
export function AppLayout() {
  const { t } = useTranslation('nav');
  usePageTitle();
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SessionEffects />
      {/* First, so that pages restore their own scroll position after it (search pages, SPEC §2). */}
      <AppScrollRestoration />
      {/* Issue 18: the first stop of Tab, past the navbar's links. */}
      <SkipLink targetId={MAIN_ID} label={t('skipToContent')} />
      <Box
        component="header"
        h={HEADER_HEIGHT}
        px={{ base: 'xs', sm: 'md' }}
        bg="white"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Navbar />
      </Box>
      {/* At least a screen tall, so the footer starts below the fold and does not jump while the page
          loads its content (layout shift, issue 7). */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        style={{ flex: 1, minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)` }}
      >
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
              <HydrationGate />
            </Suspense>
          </RouteErrorBoundary>
        </Container>
      </Box>
      <Box component="footer" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Footer />
      </Box>
      <Banners />
    </Box>
  );
}
