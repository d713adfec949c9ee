import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Which translated title a path has (SPEC §2): /login, and /register with everything under it. */
export function titleKindOf(pathname: string): 'login' | 'register' | 'default' {
  // As the router matches: ignoring case and a trailing slash.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login') return 'login';
  if (path === '/register' || path.startsWith('/register/')) return 'register';
  return 'default';
}

/**
 * SPEC §2: the page title is the product name alone, except on /login and /register where the
 * translated word for login or register is appended. Follows route changes and language changes.
 */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(`documentTitle.${titleKindOf(pathname)}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
