import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newForYouQuery } from '../api/dashboardApi';
import { DashboardCard } from './DashboardCard';
import { creatorItem, MatchList, offerItem } from './MatchList';
import { SavedSearchList } from './SavedSearchList';

/**
 * Issue 20: 'New for you', the recent matches of the user's saved searches, and the saved searches
 * themselves (each can be deleted). Empty: how to get some.
 */
export function NewForYouCard() {
  const { t } = useTranslation('dashboard');
  const found = useQuery(newForYouQuery());
  const items = found.data
    ? [...found.data.offers.map(offerItem), ...found.data.creators.map(creatorItem)]
    : [];
  return (
    <DashboardCard
      id="dashboard-new-for-you"
      title={t('newForYou.title')}
      skeletonRows={4}
      isLoading={found.isPending}
      isError={found.isError}
      onRetry={() => void found.refetch()}
    >
      <Stack gap="sm">
        {items.length > 0 ? (
          <MatchList items={items} label={t('newForYou.title')} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="new-for-you-empty">
            {t('newForYou.empty')}
          </Text>
        )}
        <SavedSearchList />
      </Stack>
    </DashboardCard>
  );
}
