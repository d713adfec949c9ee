import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../hooks/useMe';
import { useStaffSession } from '../hooks/useStaffSession';
import { ConsoleNotFoundPage } from '../pages/ConsoleNotFoundPage';

/** Where the sign-in page sends a staff member back to (`state.from`), if it is a console path. */
export function wantedConsolePath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/console') && !from.startsWith('/console/login')
    ? from
    : '/console';
}

/** Issue 17: the console's pages need a staff session; without one, its sign-in page (keeping the path). */
export function RequireStaff() {
  const session = useStaffSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to="/console/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <Outlet />;
}

/** Issue 17: `console/staff` is for admins; support staff see "not found", as the API refuses them. */
export function RequireAdmin() {
  const me = useMe();
  if (!me.data) return null;
  return me.data.role === 'ADMIN' ? <Outlet /> : <ConsoleNotFoundPage />;
}
