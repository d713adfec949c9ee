import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { resendVerification, verifyEmail } from '../api/authApi';
import { useIsLoggedIn } from '../hooks/useAuthRecord';

/**
 * /register/verify/{token}: the account confirmation link of the mail (SPEC §7 GET register/verify).
 * A failed link shows SPEC §8's message and offers a new link (GET register/resend/{token}); a link of
 * an address that is confirmed already (a second click on the mail's link) says so instead.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const snackbar = useSnackbar();
  const isLoggedIn = useIsLoggedIn();
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    // A link works once: never call it again for this page.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const resend = useMutation({
    mutationFn: () => resendVerification(token),
    onSuccess: () => snackbar.show(t('verify.resent')),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });

  return (
    <Container size={520} px={0}>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            {t('verify.title')}
          </Title>
          {verification.isPending && <Loader aria-label={t('verify.checking')} />}
          {verification.isSuccess && (
            <>
              <Alert color="green.9" variant="light" role="status" w="100%">
                {verification.data.already_confirmed ? t('verify.alreadyConfirmed') : t('verify.success')}
              </Alert>
              <Anchor component={Link} to={isLoggedIn ? '/user-profile' : '/login'}>
                {isLoggedIn ? t('verify.toProfile') : t('register.toLogin')}
              </Anchor>
            </>
          )}
          {verification.isError && (
            <>
              <Alert color="red.9" variant="outline" role="alert" w="100%">
                {messageOfError(verification.error)}
              </Alert>
              <Text size="sm">{t('verify.hint')}</Text>
              <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
                {t('verify.resend')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
