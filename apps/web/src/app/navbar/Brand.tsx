import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';

/** The product name and mark, linking to the start (dashboard for logged-in users). */
export function Brand({ to, isCompact = false }: { to: string; isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Group gap={8} wrap="nowrap">
        <Logo size={32} />
        <Text fw={800} fz={isCompact ? 'lg' : 22} c="violet.9" style={{ letterSpacing: '-0.02em' }}>
          {t('appName')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
