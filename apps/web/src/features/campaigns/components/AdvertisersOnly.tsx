import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAdvertiser } from '../hooks/useIsAdvertiser';

interface AdvertisersOnlyProps {
  /** Shown while the user loads (and in the prerendered page): the page's skeleton. */
  skeleton: ReactNode;
  children: ReactNode;
}

/** Issue 20: campaigns and shortlists are advertisers'; a creator is told so and sent to their requests. */
export function AdvertisersOnly({ skeleton, children }: AdvertisersOnlyProps) {
  const { t } = useTranslation('campaigns');
  const isAdvertiser = useIsAdvertiser();
  if (isAdvertiser === undefined) return skeleton;
  if (isAdvertiser) return children;
  return (
    <Stack align="center" gap="md" ta="center" maw={560} mx="auto" py="xl" data-testid="advertisers-only">
      <IconSpeakerphone aria-hidden size={72} stroke={1.4} color="var(--mantine-color-violet-7)" />
      <Title order={1}>{t('advertisersOnly.title')}</Title>
      <Text>{t('advertisersOnly.text')}</Text>
      <Button component={Link} to="/search/offers">
        {t('advertisersOnly.action')}
      </Button>
    </Stack>
  );
}
