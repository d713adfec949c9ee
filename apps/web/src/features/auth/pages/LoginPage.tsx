import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SearchLoginWall } from '../../search/components/SearchLoginWall';
import { SignInForm, type SignInFormError } from '../components/SignInForm';

/**
 * /login (logged-out only). SPEC §2: `username` and `setError` come back here after a failed sign-in
 * (with `challenge` when the account's next attempt needs the check question).
 * An anonymous visitor sent here from a search page by the logged-in guard first gets SPEC §6's
 * sign-in-or-register dialog, which says why.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const state = useLocation().state as { from?: unknown; isFromSearchWall?: unknown } | null;
  const searchWanted =
    typeof state?.from === 'string' && state.from.startsWith('/search/') && !state.isFromSearchWall
      ? state.from
      : undefined;
  const [isSearchWallOpen, setSearchWallOpen] = useState(searchWanted !== undefined);
  const username = searchParams.get('username') ?? '';
  const setError = searchParams.get('setError');
  const hasError = setError !== null && setError !== 'false';
  const retryAfterSeconds = Number(searchParams.get('retryAfter'));
  // SignInForm's hand-over: 'asked' after a wrong password, 'missing' or 'wrong' after the question.
  const challenge = searchParams.get('challenge');
  const initialError: SignInFormError | null = !hasError
    ? null
    : retryAfterSeconds > 0
      ? { kind: 'tooManyAttempts', minutes: Math.ceil(retryAfterSeconds / 60) }
      : challenge === 'wrong'
        ? { kind: 'challengeWrong' }
        : { kind: 'invalid' };
  return (
    <Container size={440} px={0}>
      {isSearchWallOpen && <SearchLoginWall from={searchWanted} onSignIn={() => setSearchWallOpen(false)} />}
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
            initialChallengeRequired={challenge !== null}
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
