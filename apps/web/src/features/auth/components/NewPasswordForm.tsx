import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZPasswordResetCheck, ZPasswordUpdate } from '@spona/contracts';
import { apiGet, apiPost } from '../../../lib/apiClient';
import { fieldErrorsFromApiError, fieldErrorsFromIssues, messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/useSnackbar';

/**
 * /reset-password/{token}: checks the link (GET register/password/reset/{token}) and sets a new
 * password with its repeat (POST register/password/update/{token}).
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [touched, setTouched] = useState({ password: false, password_confirmation: false });
  const path = encodeURIComponent(token);
  const check = useQuery({
    queryKey: ['password-reset', token],
    queryFn: async () => ZPasswordResetCheck.parse(await apiGet<unknown>(`register/password/reset/${path}`)),
    retry: false,
    staleTime: Infinity,
  });
  const update = useMutation({
    mutationFn: () => apiPost(`register/password/update/${path}`, values),
    onSuccess: () => {
      snackbar.show(t('resetPassword.changed'));
      void navigate('/login', { replace: true });
    },
  });
  const clientErrors = fieldErrorsFromIssues(ZPasswordUpdate.safeParse(values).error?.issues ?? []);
  const serverErrors = update.isError ? fieldErrorsFromApiError(update.error) : {};
  const isMismatch = values.password_confirmation !== values.password;
  const errorOf = (field: 'password' | 'password_confirmation') =>
    serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);

  if (check.isPending) return <Loader aria-label={t('verify.checking')} />;
  if (check.isError) {
    return (
      <Stack gap="md">
        <Alert color="red.9" variant="outline" role="alert">
          {messageOfError(check.error)}
        </Alert>
        <Anchor component={Link} to="/reset-password">
          {t('resetPassword.requestNew')}
        </Anchor>
      </Stack>
    );
  }

  const handleChange = (field: 'password' | 'password_confirmation', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    update.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, password_confirmation: true });
    if (Object.values(clientErrors).some(Boolean) || isMismatch) return;
    update.mutate();
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('resetPassword.newTitle')}>
      <Stack gap="md">
        <Text>{t('resetPassword.newText', { email: check.data.email })}</Text>
        <PasswordInput
          label={t('resetPassword.newPassword')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          error={errorOf('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
          onChange={(event) => handleChange('password', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('resetPassword.newPasswordRepeat')}
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          error={errorOf('password_confirmation')}
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
          onChange={(event) => handleChange('password_confirmation', event.currentTarget.value)}
        />
        {update.isError && Object.keys(serverErrors).length === 0 && (
          <Alert color="red.9" variant="outline" role="alert">
            {messageOfError(update.error)}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending}>
          {t('resetPassword.save')}
        </Button>
      </Stack>
    </form>
  );
}
