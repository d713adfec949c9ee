import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZEmailChange, type TAuthUser, type TEmailChange } from '@spona/contracts';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
  translateApiMessage,
} from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { useIsTaken } from '../../auth/hooks/useAvailability';
import { changeEmail, resendEmailConfirmation } from '../api/settingsApi';
import { useUpdateUser } from '../hooks/useUpdateUser';
import { SettingsSection } from './SettingsSection';

/**
 * SPEC §2 settings: the email and its verification. A new address must be confirmed again (the
 * password is asked once more); an unconfirmed one can get a new link (POST settings/email/resend).
 */
export function EmailSection({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const form = useForm<TEmailChange>({
    initialValues: { email: '', password: '' },
    // The address is checked while typed; the password only on submit.
    validateInputOnChange: ['email'],
    validate: schemaValidator(ZEmailChange),
    onValuesChange: () => change.reset(),
  });
  const resend = useMutation({
    mutationFn: resendEmailConfirmation,
    onSuccess: () => snackbar.show(t('email.resent')),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  const change = useUpdateUser(changeEmail, {
    onSuccess: (saved) => {
      form.reset();
      snackbar.show(t('email.changed', { email: saved.email }));
    },
  });
  const isEmailValid = ZEmailChange.shape.email.safeParse(form.values.email).success;
  // SPEC §5 EmailAvailable.
  const isTaken = useIsTaken('email', form.values.email, isEmailValid);
  const emailError =
    form.errors.email ?? (isTaken ? translateApiMessage('validation.emailTaken') : undefined);

  const handleSubmit = (values: TEmailChange) => {
    if (isTaken) return;
    change.mutate(
      { ...values, email: values.email.trim() },
      { onError: (error) => showServerErrors(form, error) },
    );
  };

  return (
    <SettingsSection title={t('email.title')}>
      <Group gap="sm" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        {/* Filled in the theme's hue: its text colour is chosen for contrast (light green text fell short of AA). */}
        <Badge color={user.email_verified ? 'green' : 'orange'}>
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
      <form
        onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))}
        noValidate
        aria-label={t('email.changeTitle')}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('email.changeText')}
          </Text>
          <TextInput
            label={t('email.new')}
            name="email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            error={emailError}
          />
          <PasswordInput
            label={t('email.password')}
            name="password"
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            {...form.getInputProps('password')}
          />
          {change.isError && !hasFieldErrors(change.error) && (
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
