import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '../features/auth/hooks/useAuthRecord';
import { clearSignInDestination, peekSignInDestination } from '../features/auth/signInDestination';

/** SPEC §2: the logged-in guard sends anonymous users to /login. */
export function RequireLoggedIn() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  // The sign-in that led here is complete.
  useEffect(() => {
    if (isLoggedIn) clearSignInDestination();
  }, [isLoggedIn]);
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** SPEC §2: the logged-out guard sends logged-in users to /dashboard. */
export function RequireLoggedOut() {
  const isLoggedIn = useIsLoggedIn();
  // A sign-in that just happened goes to its own destination (SPEC §4: the profile).
  if (isLoggedIn) return <Navigate to={peekSignInDestination() ?? '/dashboard'} replace />;
  return <Outlet />;
}
