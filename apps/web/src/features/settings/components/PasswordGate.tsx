import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, messageOfError } from '../../../lib/formErrors';
import { checkPassword } from '../api/settingsApi';

/** SPEC §2 and §6: settings open after the password is entered again and checked by the server. */
export function PasswordGate({ onUnlocked }: { onUnlocked: () => void }) {
  const { t } = useTranslation('settings');
  const form = useForm({ initialValues: { password: '' }, onValuesChange: () => check.reset() });
  const check = useMutation({ mutationFn: checkPassword, onSuccess: onUnlocked });
  const error = check.isError
    ? (fieldErrorsFromApiError(check.error).password ?? messageOfError(check.error))
    : undefined;
  const { password } = form.values;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto">
      <form
        onSubmit={form.onSubmit(() => {
          if (password) check.mutate(password);
        })}
        noValidate
        aria-labelledby="settings-gate-title"
      >
        <Stack gap="md">
          <Title order={1} size="h2" id="settings-gate-title">
            {t('title')}
          </Title>
          <Text>{t('gate.text')}</Text>
          {/* The message shows once, below; the field is only marked. */}
          <PasswordInput
            label={t('gate.password')}
            name="password"
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            {...form.getInputProps('password', { withError: false })}
            error={error !== undefined}
            aria-invalid={error !== undefined || undefined}
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
