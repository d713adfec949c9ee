import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../auth/hooks/useAuthRecord';

/** /not-found (no guard): every unknown route lands here. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const isLoggedIn = useIsLoggedIn();
  return (
    <Stack align="center" gap="md" ta="center" maw={560} mx="auto" py="xl">
      <IconMapQuestion aria-hidden size={72} stroke={1.4} color="var(--mantine-color-violet-7)" />
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to={isLoggedIn ? '/dashboard' : '/'}>
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
