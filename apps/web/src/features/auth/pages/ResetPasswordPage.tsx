import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { NewPasswordForm } from '../components/NewPasswordForm';

/**
 * /reset-password (logged-out only): the forgotten-password form; /reset-password/{token}, the link of
 * the reset mail: the new password (SPEC §2, §7, §8).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { '*': token = '' } = useParams();
  return (
    <Container size={440} px={0}>
      <Stack gap="lg">
        <Title order={1} ta="center">
          {token ? t('resetPassword.newTitle') : t('resetPassword.title')}
        </Title>
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
          {token ? <NewPasswordForm key={token} token={token} /> : <ForgotPasswordForm />}
        </Paper>
        <Anchor component={Link} to="/login" ta="center">
          {t('resetPassword.backToLogin')}
        </Anchor>
      </Stack>
    </Container>
  );
}
