import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { IconStarFilled } from '@tabler/icons-react';
import type { TCreatorCard, TLocation } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { ProfileAvatar } from '../../profile/components/ProfileAvatar';
import { ResponseStatsText } from '../../profile/components/ResponseStatsText';

/**
 * A creator in the results: photo, name, place, categories, followers, engagement, rating and (issue 16)
 * response figures.
 * Memoised: a card already shown is not rendered again when the next page arrives.
 */
export const CreatorCard = memo(function CreatorCard({
  creator,
  locations,
}: {
  creator: TCreatorCard;
  locations: TLocation[];
}) {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const name = `${creator.first_name} ${creator.last_name}`;
  const country = locations.find((l) => l.id === creator.location_id)?.name;
  const place = [creator.city, country].filter(Boolean).join(', ');
  return (
    <li>
      <Card
        withBorder
        radius="md"
        p="md"
        component={Link}
        to={`/creator/${creator.id}`}
        // The link is named by what it shows (axe: label-content-name-mismatch); tests read data-name.
        data-name={name}
        data-testid="creator-card"
      >
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ProfileAvatar user={creator} alt="" size={56} radius={56} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {creator.featured && (
                <Badge size="sm" color="yellow">
                  {t('card.featured')}
                </Badge>
              )}
            </Group>
            {place && (
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            )}
            <Group gap="md" wrap="wrap">
              <Text size="sm">
                {t('card.followers', {
                  count: creator.followers_count,
                  formatted: creator.followers_count.toLocaleString(locale),
                })}
              </Text>
              {creator.engagement_rate !== null && (
                <Text size="sm">
                  {t('card.engagement', { rate: creator.engagement_rate.toLocaleString(locale) })}
                </Text>
              )}
              <Group gap={4} wrap="nowrap">
                <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                <Text size="sm">
                  {creator.rating.average === null
                    ? t('card.noRatings')
                    : t('card.rating', {
                        count: creator.rating.count,
                        average: creator.rating.average.toLocaleString(locale),
                      })}
                </Text>
              </Group>
            </Group>
            <ResponseStatsText stats={creator.response_stats} c="dimmed" />
            {creator.categories.length > 0 && (
              <Group gap={6}>
                {creator.categories.map((category) => (
                  <Badge key={category.id} variant="light" color="violet" size="sm">
                    {category.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
      </Card>
    </li>
  );
});
