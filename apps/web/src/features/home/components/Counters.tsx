import { Alert, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { IconSpeakerphone, IconUsersGroup, IconUserStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatCompactNumber, formatNumber } from '@spona/contracts';

const COUNTERS = [
  { name: 'followers', Icon: IconUsersGroup },
  { name: 'influencers', Icon: IconUserStar },
  { name: 'offers', Icon: IconSpeakerphone },
] as const;

/**
 * SPEC §2: the home counters for followers, influencers and offers, from the public data call. Three
 * side by side at any width: in full from 576 px, shortened below (2.3M, 2,3 mil.) so they fit a phone.
 */
export function Counters() {
  const { t } = useTranslation('home');
  const { locale } = useLanguage();
  const publicData = useQuery(publicDataQuery(locale));

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
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
          {COUNTERS.map(({ name, Icon }) => {
            const value = publicData.data?.counters[name];
            return (
              <Paper key={name} withBorder p={{ base: 'xs', sm: 'md' }} radius="md" ta="center">
                <Stack gap={4} align="center">
                  <ThemeIcon variant="light" color="violet" radius="xl" size="lg" aria-hidden>
                    <Icon size={20} stroke={1.6} />
                  </ThemeIcon>
                  {value === undefined ? (
                    <Skeleton h={30} w="60%" />
                  ) : (
                    <>
                      <Text
                        visibleFrom="xs"
                        fz={28}
                        fw={700}
                        lh={1.2}
                        c="violet.9"
                        data-testid={`counter-${name}`}
                      >
                        {formatNumber(value, locale)}
                      </Text>
                      <Text hiddenFrom="xs" fz={22} fw={700} lh={1.2} c="violet.9">
                        {formatCompactNumber(value, locale)}
                      </Text>
                    </>
                  )}
                  <Text size="sm" lh={1.3}>
                    {t(`counters.${name}`)}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
