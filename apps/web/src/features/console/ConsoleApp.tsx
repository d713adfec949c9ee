import { useRoutes, type RouteObject } from 'react-router';
import { ConsoleLayout } from './components/ConsoleLayout';
import { RequireAdmin, RequireStaff } from './components/RequireStaff';
import { AuditPage } from './pages/AuditPage';
import { ConsoleHomePage } from './pages/ConsoleHomePage';
import { ConsoleLoginPage } from './pages/ConsoleLoginPage';
import { ConsoleNotFoundPage } from './pages/ConsoleNotFoundPage';
import { ConsoleSetupPage } from './pages/ConsoleSetupPage';
import { StaffPage } from './pages/StaffPage';
import { WORK_ROUTES } from './workRoutes';

// The route loads the console's texts with its chunk (app/routes.tsx).
export { loadConsoleTexts } from './lib/consoleTexts';

/**
 * The console's routes, relative to `/console`. Sign-in and the set-up link are open; everything else
 * needs a staff session (a 401 anywhere ends it, and RequireStaff shows the sign-in page, keeping the
 * wanted path). A route table for `useRoutes`, as the app's own (App.tsx): `<Routes>` would add
 * react-router code to the vendor chunk of the users' first route.
 */
const CONSOLE_ROUTES: RouteObject[] = [
  { path: 'login', element: <ConsoleLoginPage /> },
  { path: 'setup/:token', element: <ConsoleSetupPage /> },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <ConsoleHomePage /> },
          { path: 'audit', element: <AuditPage /> },
          { element: <RequireAdmin />, children: [{ path: 'staff', element: <StaffPage /> }] },
          ...WORK_ROUTES,
          { path: '*', element: <ConsoleNotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Issue 17: the operations console at `/console/*`, its own lazy chunk outside the users' layout (no
 * user navbar, banners or consent), its texts loaded with it (routes.tsx).
 */
export function ConsoleApp() {
  return useRoutes(CONSOLE_ROUTES);
}
