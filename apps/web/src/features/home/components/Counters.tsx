import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/useLanguage';

const COUNTERS = ['followers', 'influencers', 'offers'] as const;

/** SPEC §2: the home counters for followers, influencers and offers, from the public data call. */
export function Counters() {
  const { t } = useTranslation('home');
  const { locale } = useLanguage();
  const publicData = useQuery(publicDataQuery(locale));
  const format = new Intl.NumberFormat(locale);

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-counters-title">
      <Title order={2} size="h3" id="home-counters-title">
        {t('counters.title')}
      </Title>
      {publicData.isError ? (
        <Alert color="red.9" variant="outline">
          {t('counters.error')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {COUNTERS.map((counter) => (
            <Paper key={counter} withBorder p="md" radius="md" ta="center">
              {publicData.data ? (
                <Text fz={28} fw={700} c="violet.9" data-testid={`counter-${counter}`}>
                  {format.format(publicData.data.counters[counter])}
                </Text>
              ) : (
                <Skeleton height={34} width="60%" mx="auto" />
              )}
              <Text size="sm">{t(`counters.${counter}`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
