import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZPasswordResetRequest } from '@spona/contracts';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
} from '../../../lib/formErrors';
import { requestPasswordReset } from '../api/authApi';

/** SPEC §7 POST register/password/email: asks for a reset link, valid 24 hours (SPEC §9). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { email: '' },
    validateInputOnChange: true,
    validate: schemaValidator(ZPasswordResetRequest),
    onValuesChange: () => request.reset(),
  });
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => showServerErrors(form, error),
  });
  const otherError = request.isError && !hasFieldErrors(request.error) ? messageOfError(request.error) : null;
  const email = form.values.email.trim();

  if (request.isSuccess) {
    return (
      <Alert color="green.9" variant="light" role="status" title={t('resetPassword.sentTitle')}>
        {t('resetPassword.sentText', { email })}
      </Alert>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit(() => request.mutate(email), focusFirstError(form))}
      noValidate
      aria-label={t('resetPassword.title')}
    >
      <Stack gap="md">
        <Text>{t('resetPassword.text')}</Text>
        <TextInput
          label={t('resetPassword.email')}
          name="email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {otherError && (
          <Alert color="red.9" variant="outline" role="alert">
            {otherError}
          </Alert>
        )}
        <Button type="submit" loading={request.isPending}>
          {t('resetPassword.send')}
        </Button>
      </Stack>
    </form>
  );
}
