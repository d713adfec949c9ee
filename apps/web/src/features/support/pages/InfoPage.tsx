import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';

interface InfoPageProps {
  section: 'about' | 'support' | 'privacy';
}

/** A short text page: about, support or privacy. Support and privacy name the help contact. */
export function InfoPage({ section }: InfoPageProps) {
  const { t } = useTranslation('pages');
  const email = getRuntimeConfig().supportEmail;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t(`${section}.title`)}</Title>
      <Paper withBorder p="xl" radius="md">
        <Text>
          <Trans
            t={t}
            i18nKey={`${section}.text`}
            values={{ email }}
            components={{ mail: <Anchor href={`mailto:${email}`} /> }}
          />
        </Text>
      </Paper>
    </Stack>
  );
}
