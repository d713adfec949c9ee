import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SignInForm, type SignInFormError } from '../components/SignInForm';

/** /login (logged-out only). SPEC §2: `username` and `setError` come back here after a failed sign-in. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username') ?? '';
  const setError = searchParams.get('setError');
  const hasError = setError !== null && setError !== 'false';
  const retryAfterSeconds = Number(searchParams.get('retryAfter'));
  const initialError: SignInFormError | null = !hasError
    ? null
    : retryAfterSeconds > 0
      ? { kind: 'tooManyAttempts', minutes: Math.ceil(retryAfterSeconds / 60) }
      : { kind: 'invalid' };
  return (
    <Container size={440} px={0}>
      <Stack gap="lg">
        <Title order={1} ta="center">
          {t('signIn.title')}
        </Title>
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
          {/* The key remounts the form when a failed inline sign-in lands here with new parameters. */}
          <SignInForm
            key={searchParams.toString()}
            variant="page"
            initialUsername={username}
            initialError={initialError}
          />
        </Paper>
        <Stack gap={4} align="center">
          <Anchor component={Link} to="/reset-password">
            {t('signIn.forgotPassword')}
          </Anchor>
          <Text>
            <Trans
              t={t}
              i18nKey="signIn.noAccount"
              components={{ register: <Anchor component={Link} to="/register" /> }}
            />
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
