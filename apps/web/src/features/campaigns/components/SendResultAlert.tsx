import { Alert, List, Text } from '@mantine/core';
import type { TCampaignSendResult } from '@spona/contracts';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Issue 20: what a send did: how many requests went out, and who was left out, with why. */
export function SendResultAlert({ result, onClose }: { result: TCampaignSendResult; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <Alert
      color={result.skipped.length > 0 ? 'orange' : 'green'}
      icon={<IconSend aria-hidden size={20} />}
      title={t('result.sent', { count: result.sent.length })}
      withCloseButton
      closeButtonLabel={t('close')}
      onClose={onClose}
      role="status"
      data-testid="send-result"
    >
      {result.skipped.length === 0 ? (
        <Text size="sm">{t('result.allSent')}</Text>
      ) : (
        <>
          <Text size="sm">{t('result.skipped', { count: result.skipped.length })}</Text>
          <List size="sm">
            {result.skipped.map((skipped) => (
              <List.Item key={skipped.user_id}>
                {t('send.leftOutItem', {
                  name: `${skipped.first_name} ${skipped.last_name}`,
                  reason: skipped.message,
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
