import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_FADE_IN_MS } from '@spona/contracts';
import type { SnackbarType } from './snackbarContext';

const APPEARANCE = {
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  error: { color: 'red', Icon: IconCircleX },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

interface SnackbarProps {
  text: string;
  type: SnackbarType;
  onClose: () => void;
}

/** One snackbar message (SPEC §2): fades in, and a click anywhere on it closes it. */
export function Snackbar({ text, type, onClose }: SnackbarProps) {
  const { t } = useTranslation();
  const { color, Icon } = APPEARANCE[type];
  return (
    <Paper
      data-testid="snackbar"
      data-type={type}
      shadow="md"
      radius="md"
      p="sm"
      withBorder
      onClick={onClose}
      style={{
        cursor: 'pointer',
        pointerEvents: 'auto',
        borderLeft: `0.375rem solid var(--mantine-color-${color}-8)`,
        animation: `spona-fade-in ${SNACKBAR_FADE_IN_MS}ms ease-out`,
        maxWidth: '32rem',
        width: '100%',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <Icon aria-hidden size={22} color={`var(--mantine-color-${color}-8)`} style={{ flexShrink: 0 }} />
        <Text size="sm" c="dark.8" style={{ flex: 1 }}>
          {text}
        </Text>
        <CloseButton size="sm" aria-label={t('snackbar.close')} />
      </Group>
    </Paper>
  );
}
