import { Group, Paper, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TRatings } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatDate } from '../lib/formatters';
import { formatNumber } from '@spona/contracts';

/** SPEC §3 reviews of a user: the average, how many, and the latest with their comments. */
export function RatingsSummary({ ratings }: { ratings: TRatings }) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  if (ratings.count === 0) return <Text c="dimmed">{t('ratings.none')}</Text>;
  const average = ratings.average ?? 0;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Rating value={average} fractions={10} readOnly aria-hidden />
        <Text fw={700}>{t('ratings.average', { average: formatNumber(average, locale) })}</Text>
        <Text c="dimmed">{t('ratings.count', { count: ratings.count })}</Text>
      </Group>
      {ratings.latest.map((review) => (
        <Paper key={review.id} withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Group gap="xs" justify="space-between">
              <Text size="sm" fw={600}>
                {review.reviewer
                  ? `${review.reviewer.first_name} ${review.reviewer.last_name}`
                  : t('ratings.formerUser')}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(review.created_at, locale)}
              </Text>
            </Group>
            {/* The stars are drawn for the eye; assistive technology reads the text. */}
            <Rating value={review.rating} readOnly size="sm" aria-hidden />
            <VisuallyHidden>{t('ratings.stars', { rating: review.rating })}</VisuallyHidden>
            {review.comment && <Text size="sm">{review.comment}</Text>}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
