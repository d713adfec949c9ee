import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/currentUser';
import { RatingsSummary } from '../../profile/components/RatingsSummary';
import { dashboardDataQuery } from '../api/dashboardApi';
import { ArrangementsCard } from '../components/ArrangementsCard';
import { CompletionCard } from '../components/CompletionCard';
import { DashboardCard } from '../components/DashboardCard';
import { FeaturedCard } from '../components/FeaturedCard';
import { NewForYouCard } from '../components/NewForYouCard';
import { NotificationsCard } from '../components/NotificationsCard';
import { ProfileViewsCard } from '../components/ProfileViewsCard';
import { RecommendedCard } from '../components/RecommendedCard';
import { StatisticsCard } from '../components/StatisticsCard';

/**
 * /dashboard (logged-in), SPEC §1: profile completion, arrangements, profile views, ratings, promoted
 * items and notifications. Each section loads, fails and retries on its own.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const data = useQuery(dashboardDataQuery());
  const dataState = {
    isLoading: data.isPending,
    isError: data.isError,
    onRetry: () => void data.refetch(),
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {user ? (
          <CompletionCard type={user.type} />
        ) : (
          <DashboardCard id="dashboard-completion" title={t('completion.title')} isLoading />
        )}
        <NotificationsCard />
        {/* Issue 20: new matches of saved searches, and recommendations. */}
        <NewForYouCard />
        {user ? (
          <RecommendedCard type={user.type} />
        ) : (
          <DashboardCard id="dashboard-recommended" title={t('recommended.title')} isLoading />
        )}
        <DashboardCard
          id="dashboard-arrangements"
          title={t('arrangements.title')}
          skeletonRows={6}
          {...dataState}
        >
          {data.data && <ArrangementsCard arrangements={data.data.arrangements} />}
        </DashboardCard>
        {data.data ? (
          <ProfileViewsCard counts={data.data.profile_views} />
        ) : (
          <DashboardCard id="dashboard-views" title={t('views.title')} skeletonRows={5} {...dataState} />
        )}
        <DashboardCard id="dashboard-ratings" title={t('ratings.title')} {...dataState}>
          {data.data && <RatingsSummary ratings={data.data.ratings} />}
        </DashboardCard>
        <DashboardCard id="dashboard-featured" title={t('featured.title')} {...dataState}>
          {data.data && <FeaturedCard featured={data.data.featured} />}
        </DashboardCard>
      </SimpleGrid>
      <StatisticsCard />
    </Stack>
  );
}
