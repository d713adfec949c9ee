import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusFirstError, hasFieldErrors, messageOfError, showServerErrors } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { forgetSession } from '../../auth/logout';
import { deleteAccount } from '../api/settingsApi';
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
  const form = useForm({
    initialValues: { confirmation: '', password: '' },
    onValuesChange: () => deletion.reset(),
  });
  const word = t('delete.word');
  const isConfirmed = form.values.confirmation.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
  // The pending state renders a moment after a click, so a quick second click would pass the button.
  const isSending = useRef(false);
  const deletion = useMutation({
    mutationFn: deleteAccount,
    onSettled: () => {
      isSending.current = false;
    },
    onSuccess: () => {
      forgetSession(queryClient);
      snackbar.show(t('delete.done'));
      void navigate('/login', { replace: true });
    },
  });

  const handleSubmit = ({ password }: typeof form.values) => {
    if (!isConfirmed || !password || isSending.current) return;
    isSending.current = true;
    deletion.mutate(password, { onError: (failure) => showServerErrors(form, failure) });
  };

  return (
    <SettingsSection title={t('delete.title')}>
      <form
        // Built at submit time: the handler reads a ref, which must not happen during render.
        onSubmit={(event) => form.onSubmit(handleSubmit, focusFirstError(form))(event)}
        noValidate
        aria-label={t('delete.title')}
      >
        <Stack gap="sm">
          <Text>{t('delete.text')}</Text>
          <TextInput
            label={t('delete.confirmLabel', { word })}
            name="confirmation"
            autoComplete="off"
            {...form.getInputProps('confirmation')}
          />
          <PasswordInput
            label={t('delete.password')}
            name="password"
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            {...form.getInputProps('password')}
          />
          {deletion.isError && !hasFieldErrors(deletion.error) && (
            <Alert color="red.9" variant="outline" role="alert">
              {messageOfError(deletion.error)}
            </Alert>
          )}
          <Button
            type="submit"
            color="red.9"
            disabled={!isConfirmed || !form.values.password || deletion.isPending}
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
