import { Button, Group, Paper, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptConsent,
  hasConsent,
  readConsentServerSnapshot,
  subscribeToConsent,
  withdrawConsent,
} from '../../../lib/consent';

/**
 * The privacy policy's analytics choice (SPEC §1 consent; GDPR: withdrawing is as easy as giving):
 * what this browser agreed to, and the button that changes it.
 */
export function ConsentChoice() {
  const { t } = useTranslation('pages');
  const isAccepted = useSyncExternalStore(subscribeToConsent, hasConsent, readConsentServerSnapshot);
  const [isWithdrawn, setIsWithdrawn] = useState(false);

  const handleWithdraw = () => {
    withdrawConsent();
    setIsWithdrawn(true);
  };
  const handleAccept = () => {
    acceptConsent();
    setIsWithdrawn(false);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Text role="status">
          {isWithdrawn
            ? t('privacy.choice.withdrawn')
            : t(isAccepted ? 'privacy.choice.accepted' : 'privacy.choice.notAccepted')}
        </Text>
        {isAccepted ? (
          <Button variant="default" onClick={handleWithdraw}>
            {t('privacy.choice.withdraw')}
          </Button>
        ) : (
          <Button variant="light" onClick={handleAccept}>
            {t('privacy.choice.accept')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
