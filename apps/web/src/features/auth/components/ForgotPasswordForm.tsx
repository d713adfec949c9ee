import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZPasswordResetRequest } from '@spona/contracts';
import { apiPost } from '../../../lib/apiClient';
import { fieldErrorsFromApiError, fieldErrorsFromIssues, messageOfError } from '../../../lib/formErrors';

/** SPEC §7 POST register/password/email: asks for a reset link, valid 24 hours (SPEC §9). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [isTouched, setTouched] = useState(false);
  const request = useMutation({
    mutationFn: (body: { email: string }) => apiPost('register/password/email', body),
  });
  const clientError = fieldErrorsFromIssues(
    ZPasswordResetRequest.safeParse({ email }).error?.issues ?? [],
  ).email;
  const serverError = request.isError ? fieldErrorsFromApiError(request.error).email : undefined;
  const otherError = request.isError && !serverError ? messageOfError(request.error) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (clientError) return;
    request.mutate({ email: email.trim() });
  };

  if (request.isSuccess) {
    return (
      <Alert color="green.9" variant="light" role="status" title={t('resetPassword.sentTitle')}>
        {t('resetPassword.sentText', { email: email.trim() })}
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('resetPassword.title')}>
      <Stack gap="md">
        <Text>{t('resetPassword.text')}</Text>
        <TextInput
          label={t('resetPassword.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={serverError ?? (isTouched ? clientError : undefined)}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setTouched(true);
            request.reset();
          }}
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
