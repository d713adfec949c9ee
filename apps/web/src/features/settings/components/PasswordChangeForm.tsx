import { Alert, Button, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PATHS, ZPasswordChange, ZTokenResponse } from '@spona/contracts';
import { apiPut } from '../../../lib/apiClient';
import { writeAuth } from '../../../lib/authStorage';
import { fieldErrorsFromApiError, fieldErrorsFromIssues, messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/useSnackbar';

type PasswordField = 'current_password' | 'password' | 'password_confirmation';
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * SPEC §5 settings: a new password of at least 8 characters, repeated. The server revokes every
 * token and answers a new pair for this session, which replaces the stored one.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const change = useMutation({
    mutationFn: async () => ZTokenResponse.parse(await apiPut<unknown>(SETTINGS_PATHS.password, values)),
    onSuccess: (token) => {
      writeAuth(token);
      setValues(EMPTY);
      setTouched({});
      snackbar.show(t('password.saved'));
    },
  });
  const clientErrors = fieldErrorsFromIssues(ZPasswordChange.safeParse(values).error?.issues ?? []);
  if (values.password_confirmation !== values.password && !clientErrors.password_confirmation) {
    clientErrors.password_confirmation = fieldErrorsFromIssues([
      { path: ['password_confirmation'], message: 'validation.passwordsMatch' },
    ]).password_confirmation;
  }
  const serverErrors = change.isError ? fieldErrorsFromApiError(change.error) : {};
  const errorOf = (field: PasswordField) =>
    serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);

  const handleChange = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    change.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current_password: true, password: true, password_confirmation: true });
    if (Object.values(clientErrors).some(Boolean)) return;
    change.mutate();
  };

  const input = (field: PasswordField, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      error={errorOf(field)}
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
      onChange={(event) => handleChange(field, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('password.title')}>
      <Stack gap="sm">
        {input('current_password', t('password.current'), 'current-password')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('password', t('password.new'), 'new-password')}
          {input('password_confirmation', t('password.repeat'), 'new-password')}
        </SimpleGrid>
        {change.isError && Object.keys(serverErrors).length === 0 && (
          <Alert color="red.9" variant="outline" role="alert">
            {messageOfError(change.error)}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.save')}
        </Button>
      </Stack>
    </form>
  );
}
