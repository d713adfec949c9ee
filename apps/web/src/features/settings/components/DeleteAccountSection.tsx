import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SETTINGS_PATHS } from '@spona/contracts';
import { apiDelete } from '../../../lib/apiClient';
import { fieldErrorsFromApiError, messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/useSnackbar';
import { forgetSession } from '../../auth/logout';
import { SettingsSection } from './SettingsSection';

/**
 * SPEC §6: users delete their own account, permanently, after typing the confirmation word and
 * their password. The server revokes every token, so the session ends here without a logout call.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const word = t('delete.word');
  const isConfirmed = confirmation.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
  // The pending state renders a moment after a click, so a quick second click would pass the button.
  const isSending = useRef(false);
  const deletion = useMutation({
    mutationFn: () => apiDelete(SETTINGS_PATHS.account, { body: { password } }),
    onSettled: () => {
      isSending.current = false;
    },
    onSuccess: () => {
      forgetSession(queryClient);
      snackbar.show(t('delete.done'));
      void navigate('/login', { replace: true });
    },
  });
  const passwordError = deletion.isError ? fieldErrorsFromApiError(deletion.error).password : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirmed || !password || isSending.current) return;
    isSending.current = true;
    deletion.mutate();
  };

  return (
    <SettingsSection title={t('delete.title')}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('delete.title')}>
        <Stack gap="sm">
          <Text>{t('delete.text')}</Text>
          <TextInput
            label={t('delete.confirmLabel', { word })}
            name="confirmation"
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('delete.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              deletion.reset();
            }}
          />
          {deletion.isError && !passwordError && (
            <Alert color="red.9" variant="outline" role="alert">
              {messageOfError(deletion.error)}
            </Alert>
          )}
          <Button
            type="submit"
            color="red.9"
            disabled={!isConfirmed || !password || deletion.isPending}
            loading={deletion.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('delete.submit')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
