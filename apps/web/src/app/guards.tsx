import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '../features/auth/hooks/useAuthRecord';

/** SPEC §2: the logged-in guard sends anonymous users to /login. */
export function RequireLoggedIn() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** SPEC §2: the logged-out guard sends logged-in users to /dashboard. */
export function RequireLoggedOut() {
  const isLoggedIn = useIsLoggedIn();
  if (isLoggedIn) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
