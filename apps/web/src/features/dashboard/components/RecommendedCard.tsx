import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recommendationsQuery } from '../api/dashboardApi';
import { DashboardCard } from './DashboardCard';
import { creatorItem, MatchList, offerItem } from './MatchList';

/**
 * Issue 20 item 4: 'Recommended for you', offers that fit a creator or creators that fit an
 * advertiser's offers, best first. Empty: what makes recommendations possible.
 */
export function RecommendedCard({ type }: { type: 'INFLUENCER' | 'ADVERTISER' }) {
  const { t } = useTranslation('dashboard');
  const found = useQuery(recommendationsQuery());
  const items = found.data
    ? [
        ...found.data.offers.map((r) => offerItem(r.offer)),
        ...found.data.creators.map((r) => creatorItem(r.creator)),
      ]
    : [];
  return (
    <DashboardCard
      id="dashboard-recommended"
      title={t('recommended.title')}
      skeletonRows={4}
      isLoading={found.isPending}
      isError={found.isError}
      onRetry={() => void found.refetch()}
    >
      {items.length > 0 ? (
        <MatchList items={items} label={t('recommended.title')} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="recommended-empty">
          {type === 'INFLUENCER' ? t('recommended.emptyCreator') : t('recommended.emptyAdvertiser')}
        </Text>
      )}
    </DashboardCard>
  );
}
