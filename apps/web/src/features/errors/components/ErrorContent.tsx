import { lazy, Suspense, type ComponentType } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';

/**
 * The illustration loads on its own, only when a crash shows (never with the first route); when the
 * crash is a failed download, the page shows without it.
 */
const BrokenBridgeIllustration = lazy<ComponentType<{ title: string }>>(() =>
  import('./BrokenBridgeIllustration').then(
    (module) => ({ default: module.BrokenBridgeIllustration }),
    () => ({ default: () => null }),
  ),
);

/**
 * SPEC §2 /error: something went wrong, an explanation, the help contact link, a refresh button that
 * reloads the page, and the illustration credit. Also shown by the error boundary around the routes.
 */
export function ErrorContent() {
  const { t } = useTranslation('errors');
  const email = getRuntimeConfig().supportEmail;
  return (
    <Stack align="center" gap="md" ta="center" maw={560} mx="auto" py="xl">
      <Suspense fallback={<div style={{ width: '100%', maxWidth: 320, aspectRatio: '2 / 1' }} />}>
        <BrokenBridgeIllustration title={t('crash.illustration')} />
      </Suspense>
      <Title order={1}>{t('crash.title')}</Title>
      <Text>{t('crash.text')}</Text>
      <Text>
        <Trans
          t={t}
          i18nKey="crash.contact"
          values={{ email }}
          components={{ mail: <Anchor href={`mailto:${email}`} /> }}
        />
      </Text>
      <Button leftSection={<IconRefresh aria-hidden size={18} />} onClick={() => window.location.reload()}>
        {t('crash.refresh')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('crash.credit')}
      </Text>
    </Stack>
  );
}
