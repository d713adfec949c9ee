import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';
import { Dialog } from '../../../ui/Dialog';

interface SystemErrorDialogProps {
  isOpen: boolean;
  /** The server's own explanation, when it gave one. */
  detail?: string | null;
  onClose: () => void;
}

/** SPEC §8: 'System error': the request was not sent, with the support contact. */
export function SystemErrorDialog({ isOpen, detail, onClose }: SystemErrorDialogProps) {
  const { t } = useTranslation('messenger');
  const email = getRuntimeConfig().supportEmail;
  return (
    <Dialog opened={isOpen} onClose={onClose} title={t('systemError.title')} centered>
      <Stack gap="sm">
        <Text>{t('systemError.notSent')}</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="systemError.contact"
            values={{ email }}
            components={{ mail: <Anchor href={`mailto:${email}`} /> }}
          />
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('systemError.close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
