import type { RouteObject } from 'react-router';

import { AppealsPage } from './pages/AppealsPage';
import { BugsPage } from './pages/BugsPage';
import { ReportPage } from './pages/ReportPage';
import { ReportsPage } from './pages/ReportsPage';
import { TypeRequestsPage } from './pages/TypeRequestsPage';
import { UserPage } from './pages/UserPage';
import { UsersPage } from './pages/UsersPage';
import { VerificationsPage } from './pages/VerificationsPage';

/** The console's work pages, relative to `/console`, inside its layout (signed in). */
export const WORK_ROUTES: RouteObject[] = [
  { path: 'verifications', element: <VerificationsPage /> },
  { path: 'reports', element: <ReportsPage /> },
  { path: 'reports/:id', element: <ReportPage /> },
  { path: 'bugs', element: <BugsPage /> },
  { path: 'type-requests', element: <TypeRequestsPage /> },
  { path: 'appeals', element: <AppealsPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'users/:id', element: <UserPage /> },
];
