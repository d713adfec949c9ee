import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ComingSoonProps {
  /** The page's heading. */
  title: string;
  /** Extra text about what is coming. */
  children?: ReactNode;
}

/** A translated "coming soon" state for pages that a later release fills in. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <IconTools aria-hidden size={48} color="var(--mantine-color-violet-7)" stroke={1.5} />
          <Group justify="center">
            <Badge size="lg">{t('comingSoon.badge')}</Badge>
          </Group>
          <Text>{t('comingSoon.text')}</Text>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
