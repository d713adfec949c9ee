import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { STAFF_PASSWORD_MIN_LENGTH, TOTP_DIGITS, ZConsoleSetupBody } from '@spona/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/apiError';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
  withMatchingRepeat,
} from '../../../lib/formErrors';
import { PageLoader } from '../../../app/PageLoader';
import { completeSetup, consoleKeys, fetchSetup } from '../api/consoleApi';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { TotpQrCode } from '../components/TotpQrCode';
import { useConsoleTitle } from '../hooks/useConsoleTitle';

/** The secret of an otpauth:// URI, for those who type it into their app. */
function secretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** A used, expired or unknown link: the server answers 404 (console.setupLinkInvalid). */
function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/**
 * Issue 17: `/console/setup/:token`, the one-time set-up link (staff add, reset-2fa): the TOTP secret
 * to enrol (QR code and text), then a password (twice) and a current code. Done: on to sign-in.
 */
export function ConsoleSetupPage() {
  const { t } = useTranslation('console');
  useConsoleTitle(t('setup.title'));
  const { token = '' } = useParams();
  const setup = useQuery({
    queryKey: consoleKeys.setup(token),
    queryFn: ({ signal }) => fetchSetup(token, signal),
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '', otp: '' },
    validate: withMatchingRepeat(schemaValidator(ZConsoleSetupBody)),
  });
  const complete = useMutation({
    mutationFn: (values: typeof form.values) =>
      completeSetup(token, { password: values.password, otp: values.otp.trim() }),
    onError: (error) => {
      form.setFieldValue('otp', '');
      showServerErrors(form, error);
    },
  });

  const body = () => {
    if (setup.isPending) return <PageLoader />;
    if (setup.isError) {
      return (
        <Alert color="red" role="alert" title={t('setup.invalidTitle')}>
          {isLinkGone(setup.error) ? t('setup.invalid') : messageOfError(setup.error)}
        </Alert>
      );
    }
    if (complete.isSuccess) {
      return (
        <Alert color="green" role="status" title={t('setup.doneTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('setup.done')}</Text>
            <Button component={Link} to="/console/login">
              {t('setup.toSignIn')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    const { totp_uri: uri, name, email } = setup.data;
    const secret = secretOf(uri);
    return (
      <Stack gap="lg">
        <Text>{t('setup.welcome', { name, email })}</Text>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm" align="center">
            <Title order={2} size="h4" ta="center">
              {t('setup.scanTitle')}
            </Title>
            <Text size="sm">{t('setup.scanHint')}</Text>
            <TotpQrCode uri={uri} alt={t('setup.qrAlt')} />
            {secret && (
              <Stack gap={4} align="center">
                <Text size="sm">{t('setup.secretLabel')}</Text>
                <Code fz="md" style={{ wordBreak: 'break-all' }}>
                  {secret}
                </Code>
              </Stack>
            )}
            <Group gap="xs">
              <CopyButton value={uri}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? t('common.copied') : t('setup.copyUri')}
                  </Button>
                )}
              </CopyButton>
              {secret && (
                <CopyButton value={secret}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? t('common.copied') : t('setup.copySecret')}
                    </Button>
                  )}
                </CopyButton>
              )}
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <form
            noValidate
            aria-label={t('setup.formLabel')}
            onSubmit={form.onSubmit((values) => complete.mutate(values), focusFirstError(form))}
          >
            <Stack>
              <Title order={2} size="h4" ta="center">
                {t('setup.passwordTitle')}
              </Title>
              {complete.isError && !hasFieldErrors(complete.error) && (
                <Alert color="red" role="alert">
                  {isLinkGone(complete.error) ? t('setup.invalid') : messageOfError(complete.error)}
                </Alert>
              )}
              <PasswordInput
                label={t('setup.password')}
                description={t('setup.passwordHint', { count: STAFF_PASSWORD_MIN_LENGTH })}
                autoComplete="new-password"
                required
                visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t('setup.passwordRepeat')}
                autoComplete="new-password"
                required
                visibilityToggleButtonProps={{ 'aria-label': t('setup.showRepeat') }}
                {...form.getInputProps('password_confirmation')}
              />
              <TextInput
                label={t('login.otp')}
                description={t('setup.otpHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={TOTP_DIGITS}
                pattern="[0-9]*"
                required
                {...form.getInputProps('otp')}
              />
              <Button type="submit" loading={complete.isPending}>
                {t('setup.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Anchor component={Link} to="/console/login" ta="center">
          {t('setup.haveAccount')}
        </Anchor>
      </Stack>
    );
  };

  return (
    <ConsoleFrame>
      <Stack gap="lg">
        <Title order={1} ta="center">
          {t('setup.title')}
        </Title>
        {body()}
      </Stack>
    </ConsoleFrame>
  );
}
