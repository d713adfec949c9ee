import { Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppProviders } from './AppProviders';
import { PageLoader } from './PageLoader';
import { HydrationGate } from './prerender/hydrationGate';
import { createQueryClient } from './queryClient';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes } from './routes';

/**
 * The router of SPEC §2 in React Router's declarative mode: the app loads no data through the router,
 * and the data router's code would add 18 kB gzipped to the first visit (issue 7). What the data router
 * did beside routing is ours: scroll restoration (AppScrollRestoration), route error boundaries
 * (RouteErrorBoundary) and page titles (usePageTitle).
 */
function AppRoutes() {
  // The layout has its own Suspense for its pages; this one holds a page outside it (the console).
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        {useRoutes(routes)}
        <HydrationGate />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The whole web app around a router: the browser's (App), or the prerender's static one for one
 * address (app/prerender/serverRender.tsx, issue 19), so both render the same tree.
 */
export function AppTree({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <Router>
          <AppRoutes />
        </Router>
      </AppErrorBoundary>
    </AppProviders>
  );
}

/** The whole web app: providers around the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return <AppTree queryClient={queryClient} router={BrowserRouter} />;
}
