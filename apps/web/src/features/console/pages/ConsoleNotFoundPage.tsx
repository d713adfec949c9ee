import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleTitle } from '../hooks/useConsoleTitle';

/** Issue 17: a console path that is not a page (or a page this staff member may not see). */
export function ConsoleNotFoundPage() {
  const { t } = useTranslation('console');
  useConsoleTitle(t('notFound.title'));
  return (
    <Stack gap="sm">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/console">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}
