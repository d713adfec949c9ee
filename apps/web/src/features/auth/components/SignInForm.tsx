import { Alert, Button, Group, List, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { useSignIn } from '../hooks/useSignIn';
import { useSignInChallenge } from '../hooks/useSignInChallenge';

/** Why the last attempt failed; `invalid` is SPEC §4's error flag. */
export type SignInFormError =
  | { kind: 'invalid' }
  /** The check question was not answered right (the password was not checked). */
  | { kind: 'challengeWrong' }
  | { kind: 'tooManyAttempts'; minutes: number }
  | { kind: 'failed'; message: string }
  | { kind: 'unavailable' };

interface SignInFormProps {
  /** `inline` sits in the logged-out navbar; `page` is the login page's form. */
  variant: 'inline' | 'page';
  initialUsername?: string;
  /** SPEC §2: /login?setError=... shows the failed sign-in state. */
  initialError?: SignInFormError | null;
  /** /login?challenge=…: the account had repeated failures, so a check question comes along. */
  initialChallengeRequired?: boolean;
}

/**
 * Sign-in with email or username and password (SPEC §2 and §4): the button is disabled while either field
 * is empty, Enter submits, and a failure highlights both inputs and leads to /login with the username.
 * After repeated failures of the account the server asks for SPEC §5's check question as well: the
 * page form shows it (the inline form hands over to /login) and sends its answer with the next attempt.
 */
export function SignInForm({
  variant,
  initialUsername = '',
  initialError = null,
  initialChallengeRequired = false,
}: SignInFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const submitSignIn = useSignIn();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<SignInFormError | null>(initialError);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isChallengeRequired, setChallengeRequired] = useState(initialChallengeRequired);
  const [challengeAnswer, setChallengeAnswer] = useState('');
  const { challenge, isFailed: isChallengeUnavailable, renew } = useSignInChallenge(isChallengeRequired);
  const isChallengeMissing = isChallengeRequired && (!challenge || !challengeAnswer.trim());
  const isIncomplete = !username.trim() || !password || isChallengeMissing;
  const isInline = variant === 'inline';
  const isInvalid = error !== null && error.kind !== 'unavailable' && error.kind !== 'challengeWrong';

  const goToLoginPage = (params: Record<string, string>, { isFailure = true } = {}) => {
    // SPEC §4: failure goes to login with the username in the query.
    const query = new URLSearchParams({
      username: username.trim(),
      ...(isFailure ? { setError: 'true' } : {}),
      ...params,
    });
    void navigate(`/login?${query.toString()}`, { replace: !isInline });
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isSubmitting) return;
    if (isIncomplete) {
      // SPEC §4: empty username or password sets the error flag with no call.
      setError({ kind: 'invalid' });
      return;
    }
    setSubmitting(true);
    const answer =
      isChallengeRequired && challenge
        ? { challenge_id: challenge.challenge_id, challenge_answer: challengeAnswer.trim() }
        : undefined;
    const result = await submitSignIn(username, password, answer);
    setSubmitting(false);
    switch (result.status) {
      case 'signedIn':
        return;
      case 'unavailable':
        setError({ kind: 'unavailable' });
        if (isInline) snackbar.show(t('signIn.soon'), { type: 'info' });
        return;
      case 'failed':
        setError({ kind: 'failed', message: result.message });
        if (isInline) snackbar.show(result.message, { type: 'error' });
        return;
      case 'tooManyAttempts': {
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        setError({ kind: 'tooManyAttempts', minutes });
        setPassword('');
        goToLoginPage({ retryAfter: String(result.retryAfterSeconds) });
        return;
      }
      case 'invalid':
        setError({ kind: 'invalid' });
        setPassword('');
        goToLoginPage({});
        return;
      case 'challengeRequired': {
        // Each question works once: the next attempt needs a new one.
        setChallengeRequired(true);
        setChallengeAnswer('');
        renew();
        if (!result.isChallengeFailed) {
          // The password was checked and is wrong: SPEC §4's failure, now with the question.
          setError({ kind: 'invalid' });
          setPassword('');
          goToLoginPage({ challenge: 'asked' });
          return;
        }
        // The password was not checked: it stays, and only the question is new or wrong.
        const challengeState = answer ? 'wrong' : 'missing';
        setError(answer ? { kind: 'challengeWrong' } : null);
        if (isInline) goToLoginPage({ challenge: challengeState }, { isFailure: answer !== undefined });
        return;
      }
    }
  };

  // The disabled button blocks the browser's implicit submit, so Enter on empty fields is handled here.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isIncomplete) {
      event.preventDefault();
      void handleSubmit();
    }
  };

  const handleUsernameChange = (value: string) => {
    setUsername(value);
    if (error) setError(null);
  };
  const handlePasswordChange = (value: string) => {
    setPassword(value);
    if (error) setError(null);
  };

  const usernameInput = (
    <TextInput
      label={isInline ? undefined : t('signIn.username')}
      aria-label={isInline ? t('signIn.username') : undefined}
      placeholder={isInline ? t('signIn.username') : undefined}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      size={isInline ? 'xs' : 'md'}
      w={isInline ? 180 : undefined}
      value={username}
      error={isInvalid}
      onChange={(event) => handleUsernameChange(event.currentTarget.value)}
      onKeyDown={handleKeyDown}
    />
  );
  const passwordInput = (
    <PasswordInput
      label={isInline ? undefined : t('signIn.password')}
      aria-label={isInline ? t('signIn.password') : undefined}
      placeholder={isInline ? t('signIn.password') : undefined}
      name="password"
      autoComplete="current-password"
      size={isInline ? 'xs' : 'md'}
      w={isInline ? 150 : undefined}
      value={password}
      error={isInvalid}
      // Mantine marks only the wrapper of a password input; assistive technology needs the input itself.
      aria-invalid={isInvalid || undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
      onChange={(event) => handlePasswordChange(event.currentTarget.value)}
      onKeyDown={handleKeyDown}
    />
  );
  const submitButton = (
    <Button
      type="submit"
      size={isInline ? 'xs' : 'md'}
      disabled={isIncomplete}
      loading={isSubmitting}
      leftSection={isInline ? undefined : <IconLogin2 aria-hidden size={18} />}
    >
      {t('signIn.submit')}
    </Button>
  );

  if (isInline) {
    return (
      <form aria-label={t('signIn.formLabel')} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Group gap="xs" wrap="nowrap">
          {usernameInput}
          {passwordInput}
          {submitButton}
        </Group>
      </form>
    );
  }

  return (
    <form aria-label={t('signIn.formLabel')} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        {usernameInput}
        {passwordInput}
        {error?.kind === 'invalid' && (
          <Alert color="red.9" variant="outline" title={t('signIn.invalid')} role="alert">
            <List size="sm" spacing={4}>
              <List.Item>{t('signIn.hintSpaces')}</List.Item>
              <List.Item>{t('signIn.hintCapitals')}</List.Item>
            </List>
          </Alert>
        )}
        {isChallengeRequired && (
          <TextInput
            label={
              challenge
                ? t('signIn.challenge', { question: challenge.question })
                : t('signIn.challengeLoading')
            }
            description={
              // Handed over from the navbar's form: the password stayed there (it never goes in a URL).
              initialChallengeRequired && !password
                ? t('signIn.challengeIntroRetype')
                : t('signIn.challengeIntro')
            }
            name="challenge_answer"
            inputMode="numeric"
            autoComplete="off"
            size="md"
            value={challengeAnswer}
            error={error?.kind === 'challengeWrong' ? t('signIn.challengeWrong') : undefined}
            onChange={(event) => setChallengeAnswer(event.currentTarget.value)}
            onKeyDown={handleKeyDown}
          />
        )}
        {isChallengeUnavailable && (
          <Alert color="red.9" variant="outline" role="alert">
            {t('signIn.challengeUnavailable')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={renew}>
              {t('signIn.challengeRetry')}
            </Button>
          </Alert>
        )}
        {error?.kind === 'tooManyAttempts' && (
          <Alert color="red.9" variant="outline" role="alert">
            {t('signIn.tooManyAttempts', { count: error.minutes })}
          </Alert>
        )}
        {error?.kind === 'failed' && (
          <Alert color="red.9" variant="outline" role="alert">
            {error.message}
          </Alert>
        )}
        {error?.kind === 'unavailable' && (
          <Alert color="blue.9" variant="outline" role="status">
            {t('signIn.soon')}
          </Alert>
        )}
        {submitButton}
      </Stack>
    </form>
  );
}
