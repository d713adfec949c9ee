import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Links to about, support and privacy on every page. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
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
