import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TPeriodCounts } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_VIEW_DAYS, profileViewsQuery } from '../api/dashboardApi';
import { DashboardCard } from './DashboardCard';
import { ProfileViewsChart } from './ProfileViewsChart';

/** Profile views (SPEC §1): this week, this month and ever, and the last 30 days as a chart. */
export function ProfileViewsCard({ counts }: { counts: TPeriodCounts }) {
  const { t } = useTranslation('dashboard');
  const views = useQuery(profileViewsQuery(DASHBOARD_VIEW_DAYS));
  const periods = [
    ['week', counts.this_week],
    ['month', counts.this_month],
    ['total', counts.total],
  ] as const;
  return (
    <DashboardCard
      id="dashboard-views"
      title={t('views.title')}
      isLoading={views.isPending}
      skeletonRows={5}
      isError={views.isError}
      onRetry={() => void views.refetch()}
    >
      <Group gap="xl" component="dl" m={0}>
        {periods.map(([period, value]) => (
          <Stack key={period} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`period.${period}`)}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg" data-testid={`views-${period}`}>
              {value}
            </Text>
          </Stack>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('views.lastDays', { count: DASHBOARD_VIEW_DAYS })}
      </Text>
      {views.data &&
        (views.data.total === 0 ? (
          <Stack gap={4} align="flex-start" data-testid="views-empty">
            <Text size="sm">{t('views.empty')}</Text>
            <Anchor component={Link} to="/user-profile" size="sm">
              {t('views.emptyAction')}
            </Anchor>
          </Stack>
        ) : (
          <ProfileViewsChart views={views.data} />
        ))}
    </DashboardCard>
  );
}
