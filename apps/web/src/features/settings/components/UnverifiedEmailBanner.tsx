import { Button } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { useCurrentUser } from '../../auth/currentUser';
import { PwaBanner } from '../../pwa/components/PwaBanner';
import { resendEmailConfirmation } from '../api/settingsApi';

/**
 * Issue 18 (SPEC §4: an unverified email hides the user's offers and blocks arrangements): a bar on
 * every page, until the address is confirmed, with a button that sends the confirmation link again
 * (POST settings/email/resend). Not dismissable: nothing else tells the user why they are not found.
 */
export function UnverifiedEmailBanner() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const snackbar = useSnackbar();
  const resend = useMutation({
    mutationFn: resendEmailConfirmation,
    onSuccess: () => snackbar.show(t('email.resent')),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  if (!user || user.email_verified) return null;
  return (
    <PwaBanner
      label={t('emailBanner.label')}
      testId="unverified-email-banner"
      icon={<IconMailExclamation size={24} stroke={1.75} />}
      actions={
        <Button size="sm" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('emailBanner.resend')}
        </Button>
      }
    >
      {t('emailBanner.text', { email: user.email })}
    </PwaBanner>
  );
}
