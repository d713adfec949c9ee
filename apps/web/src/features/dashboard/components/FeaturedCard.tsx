import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { TDashboardData } from '@spona/contracts';
import { useTranslation } from 'react-i18next';

/** Promoted (featured) items of SPEC §1: whether the profile is promoted, and the promoted offers. */
export function FeaturedCard({ featured }: { featured: TDashboardData['featured'] }) {
  const { t } = useTranslation(['dashboard', 'profile']);
  if (!featured.is_profile_featured && featured.offers.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="featured-empty">
        {t('featured.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {featured.is_profile_featured && (
        <Badge color="violet" variant="light">
          {t('featured.profile')}
        </Badge>
      )}
      {featured.offers.length > 0 && (
        <List spacing={4} size="sm" listStyleType="none" p={0} aria-label={t('featured.offers')}>
          {featured.offers.map((offer) => (
            <List.Item key={offer.offer_id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {offer.name}
                </Text>
                <Badge size="sm" variant="outline" color="gray">
                  {t(`profile:offer.status.${offer.status}`)}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
