import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import type { TStaffSetupLink } from '@spona/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Issue 17: a one-time set-up link to hand over (staff add, reset 2FA), with its expiry and a copy button. */
export function SetupLinkNotice({ link, onClose }: { link: TStaffSetupLink; onClose: () => void }) {
  const { t, i18n } = useTranslation('console');
  const copyRef = useRef<HTMLButtonElement>(null);
  // The form's busy button lost the focus: it goes to what comes next, copying the new link.
  useEffect(() => copyRef.current?.focus(), [link.setup_url]);
  const expires = new Date(link.expires_at).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert
      color="green"
      role="status"
      title={t('staff.linkTitle', { name: link.staff.name })}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('staff.linkHint', { expires })}</Text>
        <Code block w="100%" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {link.setup_url}
        </Code>
        <CopyButton value={link.setup_url}>
          {({ copied, copy }) => (
            <Button ref={copyRef} size="xs" onClick={copy}>
              {copied ? t('common.copied') : t('staff.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
