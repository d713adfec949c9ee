import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { acceptConsent, hasConsent, readConsentServerSnapshot, subscribeToConsent } from '../lib/consent';
import { focusMainContent } from './mainContent';

/**
 * SPEC §1, §4: the cookie and analytics consent banner, shown from the first page until accepted. A
 * bar along the bottom edge (in the banner stack of Banners.tsx), so it never covers the navbar or a
 * page's header buttons.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const isAccepted = useSyncExternalStore(subscribeToConsent, hasConsent, readConsentServerSnapshot);
  if (isAccepted) return null;
  return (
    <Paper
      component="section"
      role="region"
      aria-label={t('consent.label')}
      data-testid="consent-banner"
      shadow="md"
      radius={0}
      p="sm"
      // A bar along the bottom edge, stacked with the other banners by Banners.tsx.
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="center" gap="md" wrap="wrap">
        <Text size="sm" style={{ maxWidth: '48rem' }}>
          <Trans
            t={t}
            i18nKey="consent.text"
            components={{ privacy: <Anchor component={Link} to="/privacy" size="sm" /> }}
          />
        </Text>
        <Button
          size="sm"
          onClick={() => {
            acceptConsent();
            // The button goes away with the banner: keep the focus on the page, not the body.
            focusMainContent();
          }}
        >
          {t('consent.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
