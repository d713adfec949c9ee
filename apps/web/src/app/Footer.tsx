import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUILD_ID } from '../features/pwa/lib/buildId';

/** Links to about, support and privacy on every page. */
export function Footer() {
  const { t } = useTranslation(['common', 'pwa']);
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {/* The prerendered page has its build's year (issue 19): the browser's wins on a new year. */}
          <Text size="sm" suppressHydrationWarning>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          {/* Which build runs (issue 7): support asks for it, and the update test reads it. */}
          <Text size="xs" c="dimmed" data-testid="build-id">
            {t('pwa:version', { buildId: BUILD_ID })}
          </Text>
        </Group>
        <Group component="nav" aria-label={t('footer.label')} gap="md">
          <Anchor component={Link} to="/about" size="sm">
            {t('footer.about')}
          </Anchor>
          <Anchor component={Link} to="/support" size="sm">
            {t('footer.support')}
          </Anchor>
          <Anchor component={Link} to="/privacy" size="sm">
            {t('footer.privacy')}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
