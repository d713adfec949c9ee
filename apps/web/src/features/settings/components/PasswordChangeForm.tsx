import { Alert, Button, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZPasswordChange, type TPasswordChange } from '@spona/contracts';
import { writeAuth } from '../../../lib/authStorage';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
  withMatchingRepeat,
} from '../../../lib/formErrors';
import { useRevalidateRepeat } from '../../../lib/hooks/useRevalidateRepeat';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { changePassword } from '../api/settingsApi';

const EMPTY: TPasswordChange = { current_password: '', password: '', password_confirmation: '' };

/**
 * SPEC §5 settings: a new password of at least 8 characters, repeated. The server revokes every
 * token and answers a new pair for this session, which replaces the stored one.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const form = useForm<TPasswordChange>({
    initialValues: EMPTY,
    validateInputOnChange: true,
    validate: withMatchingRepeat(schemaValidator(ZPasswordChange)),
    onValuesChange: () => change.reset(),
  });
  useRevalidateRepeat(form);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (token) => {
      writeAuth(token);
      form.reset();
      snackbar.show(t('password.saved'));
    },
    onError: (error) => showServerErrors(form, error),
  });

  const input = (field: keyof TPasswordChange, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      name={field}
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => change.mutate(values), focusFirstError(form))}
      noValidate
      aria-label={t('password.title')}
    >
      <Stack gap="sm">
        {input('current_password', t('password.current'), 'current-password')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('password', t('password.new'), 'new-password')}
          {input('password_confirmation', t('password.repeat'), 'new-password')}
        </SimpleGrid>
        {change.isError && !hasFieldErrors(change.error) && (
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
