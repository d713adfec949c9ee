import { Alert, Anchor, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { messageOfError } from '../../../lib/formErrors';
import { useIsLoggedIn } from '../../auth/hooks/useAuthRecord';
import { unsubscribeByLink } from '../api/savedSearchesApi';

/**
 * /unsubscribe/{token}: the digest mail's unsubscribe link (issue 20), without signing in. The page
 * turns the alerts off itself (a mail scanner fetching the link runs no script, so it changes
 * nothing) and says what was turned off, in the interface's language.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('search');
  const { token = '' } = useParams();
  const isLoggedIn = useIsLoggedIn();
  const unsubscribe = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => unsubscribeByLink(token),
    // Once is enough: the call is idempotent, and the answer does not change.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  return (
    <Container size={520} px={0}>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            {t('unsubscribe.title')}
          </Title>
          {unsubscribe.isPending && <Loader aria-label={t('unsubscribe.working')} />}
          {unsubscribe.isSuccess && (
            <Alert color="green.9" variant="light" role="status" w="100%">
              {unsubscribe.data.message}
            </Alert>
          )}
          {unsubscribe.isError && (
            <Alert color="red.9" variant="outline" role="alert" w="100%">
              {messageOfError(unsubscribe.error)}
            </Alert>
          )}
          {!unsubscribe.isPending && (
            <Anchor component={Link} to={isLoggedIn ? '/dashboard' : '/login'}>
              {t(isLoggedIn ? 'unsubscribe.toDashboard' : 'unsubscribe.toLogin')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
