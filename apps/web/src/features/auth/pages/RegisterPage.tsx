import { Anchor, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegisterForm } from '../components/RegisterForm';
import { clearRegisterPrefill, peekRegisterPrefill } from '../registerPrefill';

/** /register (SPEC §2): registration of both account types, then "check your email". */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [prefill] = useState(peekRegisterPrefill);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  // The home page's values are used once; a later visit starts empty.
  useEffect(() => clearRegisterPrefill(), []);

  if (registeredEmail !== null) {
    return (
      <Container size={520} px={0}>
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconMailCheck size={32} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('register.doneTitle')}
            </Title>
            <Text>{t('register.doneText', { email: registeredEmail })}</Text>
            <Text size="sm" c="dimmed">
              {t('register.doneHint')}
            </Text>
            <Anchor component={Link} to="/login">
              {t('register.toLogin')}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size={560} px={0}>
      <Stack gap="lg">
        <Title order={1} ta="center">
          {t('register.title')}
        </Title>
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
          <RegisterForm prefill={prefill} onRegistered={setRegisteredEmail} />
        </Paper>
        <Text ta="center">
          <Trans
            t={t}
            i18nKey="register.haveAccount"
            components={{ login: <Anchor component={Link} to="/login" /> }}
          />
        </Text>
      </Stack>
    </Container>
  );
}
