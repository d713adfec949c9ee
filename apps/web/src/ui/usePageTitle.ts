import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** `handle` of a route: which translated title it has (SPEC §2). */
export interface RouteHandle {
  title?: 'login' | 'register';
}

function readTitle(handle: unknown): RouteHandle['title'] {
  if (typeof handle !== 'object' || handle === null) return undefined;
  return (handle as RouteHandle).title;
}

/**
 * SPEC §2: the page title is the product name alone, except on /login and /register where the
 * translated word for login or register is appended. Follows route changes and language changes.
 */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const kind = matches.map((match) => readTitle(match.handle)).findLast((title) => title !== undefined);
  const title = t(`documentTitle.${kind ?? 'default'}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
