import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArrangeDialogControl } from '../hooks/useArrangeDialog';

interface SendRequestButtonProps {
  control: ArrangeDialogControl;
  profileId: number;
}

/**
 * The public profile's send-message button (SPEC §2): opens the arrange dialog, or stays disabled and
 * says why (own profile, same account type, unconfirmed email, nothing to request).
 */
export function SendRequestButton({ control, profileId }: SendRequestButtonProps) {
  const { t } = useTranslation('messenger');
  const hintId = `message-hint-${profileId}`;
  const { refusal, requestableOffers } = control;
  const hint =
    refusal === 'OWN'
      ? t('arrange.refusal.own')
      : refusal === 'SAME_TYPE'
        ? t('arrange.refusal.sameType')
        : refusal === 'UNVERIFIED_EMAIL'
          ? t('arrange.refusal.unverifiedEmail')
          : requestableOffers.length === 0
            ? t('arrange.refusal.noOffers')
            : null;

  return (
    <Stack gap={4} maw={260}>
      <Button
        leftSection={<IconMessage aria-hidden size={18} />}
        disabled={hint !== null || control.isPreview}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => control.open()}
      >
        {t('arrange.sendMessage')}
      </Button>
      {hint && (
        <Text size="xs" c="dimmed" id={hintId}>
          {hint}
          {refusal === 'UNVERIFIED_EMAIL' && (
            <>
              {' '}
              <Anchor component={Link} to="/user-settings" size="xs">
                {t('arrange.refusal.openSettings')}
              </Anchor>
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}
