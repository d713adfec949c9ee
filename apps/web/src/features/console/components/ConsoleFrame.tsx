import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../ui/LanguageSwitcher';
import { CONSOLE_MAIN_ID, SkipLink } from './SkipLink';

/** Issue 17: the frame of the console's open pages (sign-in, set-up): its name, the language switch. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <Box mih="100dvh" bg="gray.0">
      <SkipLink />
      <Box
        component="header"
        bg="white"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {t('app.name')}
          </Text>
          <LanguageSwitcher />
        </Group>
      </Box>
      <Container component="main" id={CONSOLE_MAIN_ID} tabIndex={-1} size={440} py="xl" px="md">
        {children}
      </Container>
    </Box>
  );
}
