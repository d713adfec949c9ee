import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TOTP_DIGITS } from '@spona/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { consoleKeys } from '../api/consoleApi';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { wantedConsolePath } from '../components/RequireStaff';
import { useConsoleTitle } from '../hooks/useConsoleTitle';
import { useStaffSession } from '../hooks/useStaffSession';
import { signInStaff, type StaffSignInResult } from '../lib/signInStaff';

type SignInError = Exclude<StaffSignInResult, { status: 'signedIn' }>;

const OTP_PATTERN = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);

/**
 * Issue 17: `/console/login`: email, password and the authenticator's 6-digit code. A signed-in staff
 * member goes on to the page they wanted (or the console home).
 */
export function ConsoleLoginPage() {
  const { t } = useTranslation('console');
  useConsoleTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const [error, setError] = useState<SignInError | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', otp: '' },
    validate: {
      email: (value) => (value.trim() ? null : t('login.emailRequired')),
      password: (value) => (value ? null : t('login.passwordRequired')),
      otp: (value) => (OTP_PATTERN.test(value.trim()) ? null : t('login.otpInvalid')),
    },
  });
  const wanted = wantedConsolePath(location.state);

  // After a failed attempt the busy button has lost the focus: it goes to the field to type again
  // (the password when it was cleared, else the code); the alert is read out on its own.
  useEffect(() => {
    if (error) (error.status === 'invalid' ? passwordRef : otpRef).current?.focus();
  }, [error]);

  if (session && !isSubmitting) return <Navigate to={wanted} replace />;

  const handleSubmit = async (values: typeof form.values) => {
    setSubmitting(true);
    setError(null);
    const result = await signInStaff(values.email, values.password, values.otp).catch(
      (failure: unknown): SignInError => ({ status: 'failed', message: String(failure) }),
    );
    setSubmitting(false);
    if (result.status === 'signedIn') {
      // Whoever was signed in before in this tab is forgotten.
      queryClient.removeQueries({ queryKey: consoleKeys.all });
      void navigate(wanted, { replace: true });
      return;
    }
    // Each code works once: a failed attempt needs the next one.
    form.setFieldValue('otp', '');
    if (result.status === 'invalid') form.setFieldValue('password', '');
    setError(result);
  };

  const errorText = (failure: SignInError) => {
    switch (failure.status) {
      case 'invalid':
        return t('login.errors.invalid');
      case 'tooManyAttempts':
        return t('login.errors.tooManyAttempts', {
          count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)),
        });
      case 'unavailable':
        return t('login.errors.unavailable');
      case 'failed':
        return failure.message;
    }
  };

  return (
    <ConsoleFrame>
      <Stack gap="lg">
        <Title order={1} ta="center">
          {t('login.title')}
        </Title>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <form noValidate onSubmit={form.onSubmit((values) => void handleSubmit(values))}>
            <Stack>
              {error && (
                <Alert color="red" role="alert" title={t('login.errors.title')}>
                  {errorText(error)}
                </Alert>
              )}
              <TextInput
                label={t('login.email')}
                type="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                required
                visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
                ref={passwordRef}
                {...form.getInputProps('password')}
              />
              <TextInput
                label={t('login.otp')}
                description={t('login.otpHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={TOTP_DIGITS}
                pattern="[0-9]*"
                required
                ref={otpRef}
                {...form.getInputProps('otp')}
              />
              <Button type="submit" loading={isSubmitting}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </ConsoleFrame>
  );
}
