import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PATHS, ZEmailChange, type TAuthUser } from '@spona/contracts';
import { apiPost } from '../../../lib/apiClient';
import {
  fieldErrorsFromApiError,
  fieldErrorsFromIssues,
  messageOfError,
  translateApiMessage,
} from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/useSnackbar';
import { useIsTaken } from '../../auth/hooks/useAvailability';
import { useUpdateUser } from '../hooks/useUpdateUser';
import { SettingsSection } from './SettingsSection';

/**
 * SPEC §2 settings: the email and its verification. A new address must be confirmed again (the
 * password is asked once more); an unconfirmed one can get a new link (POST settings/email/resend).
 */
export function EmailSection({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const [values, setValues] = useState({ email: '', password: '' });
  const [isSubmitted, setSubmitted] = useState(false);
  const resend = useMutation({
    mutationFn: () => apiPost(SETTINGS_PATHS.emailResend),
    onSuccess: () => snackbar.show(t('email.resent')),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  const change = useUpdateUser({
    onSuccess: (saved) => {
      setValues({ email: '', password: '' });
      setSubmitted(false);
      snackbar.show(t('email.changed', { email: saved.email }));
    },
  });
  const clientErrors = fieldErrorsFromIssues(ZEmailChange.safeParse(values).error?.issues ?? []);
  const isTaken = useIsTaken('email', values.email, !clientErrors.email);
  if (isTaken) clientErrors.email = translateApiMessage('validation.emailTaken');
  const serverErrors = change.isError ? fieldErrorsFromApiError(change.error) : {};
  const errorOf = (field: 'email' | 'password') =>
    serverErrors[field] ??
    (isSubmitted || (field === 'email' && values.email) ? clientErrors[field] : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(clientErrors).some(Boolean)) return;
    change.mutate({
      method: 'PUT',
      path: SETTINGS_PATHS.email,
      body: { ...values, email: values.email.trim() },
    });
  };

  const handleChange = (field: 'email' | 'password', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    change.reset();
  };

  return (
    <SettingsSection title={t('email.title')}>
      <Group gap="sm" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Badge color={user.email_verified ? 'green.9' : 'orange.9'} variant="light">
          {user.email_verified ? t('email.verified') : t('email.unverified')}
        </Badge>
      </Group>
      {!user.email_verified && (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{t('email.unverifiedText')}</Text>
          <Button variant="light" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
            {t('email.resend')}
          </Button>
        </Stack>
      )}
      <form onSubmit={handleSubmit} noValidate aria-label={t('email.changeTitle')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('email.changeText')}
          </Text>
          <TextInput
            label={t('email.new')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errorOf('email')}
            onChange={(event) => handleChange('email', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('email.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errorOf('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            onChange={(event) => handleChange('password', event.currentTarget.value)}
          />
          {change.isError && Object.keys(serverErrors).length === 0 && (
            <Text c="red.9" size="sm" role="alert">
              {messageOfError(change.error)}
            </Text>
          )}
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('email.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
