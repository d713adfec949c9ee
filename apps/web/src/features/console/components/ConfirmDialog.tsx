import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { rescueFocus } from '../lib/rescueFocus';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Issue 17: asks before a staff action that cannot simply be undone (disable, reset 2FA). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('console');
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered onExitTransitionEnd={rescueFocus}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
