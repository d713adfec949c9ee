import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { basicStatisticsQuery } from '../api/dashboardApi';
import { DashboardCard } from './DashboardCard';
import { formatNumber } from '@spona/contracts';

/** The user's totals of SPEC §7 GET statistics/basic. */
export function StatisticsCard() {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const statistics = useQuery(basicStatisticsQuery());
  const figures = statistics.data
    ? ([
        ['arrangements', statistics.data.arrangements.total],
        ['messagesSent', statistics.data.messages.sent],
        ['messagesReceived', statistics.data.messages.received],
        ['reviewsGiven', statistics.data.reviews.given],
        ['uniqueViewers', statistics.data.profile_views.unique_viewers],
        ['activeOffers', statistics.data.offers.active],
      ] as const)
    : [];
  return (
    <DashboardCard
      id="dashboard-statistics"
      title={t('statistics.title')}
      isLoading={statistics.isPending}
      isError={statistics.isError}
      onRetry={() => void statistics.refetch()}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
        {figures.map(([key, value]) => (
          <Stack key={key} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`statistics.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} data-testid={`statistics-${key}`}>
              {formatNumber(value, locale)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}
