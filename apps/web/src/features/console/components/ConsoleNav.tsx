import { Badge, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import type { TConsoleQueue } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { consoleKeys, fetchOverview } from '../api/consoleApi';
import { useMe } from '../hooks/useMe';

type NavKey =
  'home' | 'verifications' | 'reports' | 'bugs' | 'typeRequests' | 'appeals' | 'users' | 'audit' | 'staff';

/** The console's pages in the navbar; a queue's link carries its size from GET console/overview. */
const NAV_ITEMS: Array<{ key: NavKey; to: string; queue?: TConsoleQueue; isAdminOnly?: boolean }> = [
  { key: 'home', to: '/console' },
  { key: 'verifications', to: '/console/verifications', queue: 'verifications' },
  { key: 'reports', to: '/console/reports', queue: 'reports' },
  { key: 'bugs', to: '/console/bugs', queue: 'bugs' },
  { key: 'typeRequests', to: '/console/type-requests', queue: 'type_requests' },
  { key: 'appeals', to: '/console/appeals', queue: 'appeals' },
  { key: 'users', to: '/console/users' },
  { key: 'audit', to: '/console/audit' },
  { key: 'staff', to: '/console/staff', isAdminOnly: true },
];

/** Whether `pathname` is `to` or a page under it (the home link only matches itself). */
function isActive(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return to === '/console' ? path === to : path === to || path.startsWith(`${to}/`);
}

/** Issue 17: the console's navbar links, with each queue's size as a badge. */
export function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const me = useMe();
  const overview = useQuery({
    queryKey: consoleKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
    refetchInterval: 60_000,
  });
  const countOf = (queue: TConsoleQueue) => overview.data?.queues.find((row) => row.queue === queue)?.count;
  return (
    <Stack gap={2}>
      {NAV_ITEMS.filter((item) => !item.isAdminOnly || me.data?.role === 'ADMIN').map((item) => {
        const count = item.queue ? countOf(item.queue) : undefined;
        const active = isActive(pathname, item.to);
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.to}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            label={
              <>
                {t(`nav.${item.key}`)}
                {count !== undefined && <VisuallyHidden>{t('nav.waiting', { count })}</VisuallyHidden>}
              </>
            }
            rightSection={
              count !== undefined && count > 0 ? (
                <Badge aria-hidden size="sm" variant="filled" color="red.9">
                  {count}
                </Badge>
              ) : undefined
            }
          />
        );
      })}
    </Stack>
  );
}
