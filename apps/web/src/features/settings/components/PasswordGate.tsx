import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PATHS } from '@spona/contracts';
import { apiPost } from '../../../lib/apiClient';
import { fieldErrorsFromApiError, messageOfError } from '../../../lib/formErrors';

/** SPEC §2 and §6: settings open after the password is entered again and checked by the server. */
export function PasswordGate({ onUnlocked }: { onUnlocked: () => void }) {
  const { t } = useTranslation('settings');
  const [password, setPassword] = useState('');
  const check = useMutation({
    mutationFn: () => apiPost(SETTINGS_PATHS.passwordCheck, { password }),
    onSuccess: onUnlocked,
  });
  const error = check.isError
    ? (fieldErrorsFromApiError(check.error).password ?? messageOfError(check.error))
    : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password) check.mutate();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="settings-gate-title">
        <Stack gap="md">
          <Title order={1} size="h2" id="settings-gate-title">
            {t('title')}
          </Title>
          <Text>{t('gate.text')}</Text>
          <PasswordInput
            label={t('gate.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            error={error !== undefined}
            aria-invalid={error !== undefined || undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              check.reset();
            }}
          />
          {error && (
            <Alert color="red.9" variant="outline" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" disabled={!password} loading={check.isPending}>
            {t('gate.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
