import { Grid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationGate } from '../../../app/prerender/hydrationGate';
import { lazyNamed } from '../../../app/prerender/renderedModules';
import { SignUpForm } from '../components/SignUpForm';
import type * as CountersModule from '../components/Counters';
import type * as LatestBlogModule from '../components/LatestBlog';

// Issue 19: below the fold (on a phone), their code loads beside the page's; a prerendered page shows
// them at once.
const Counters = lazyNamed<object, typeof CountersModule>(() => import('../components/Counters'), 'Counters');
const LatestBlog = lazyNamed<object, typeof LatestBlogModule>(
  () => import('../components/LatestBlog'),
  'LatestBlog',
);

/**
 * / (logged-out only, SPEC §2): the sign-up form, the counters and the latest blog posts. A browser tab
 * in production has already gone to the marketing site (`HomeRoute`) before this renders.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="xl">
      <Grid gutter={{ base: 'md', md: 'xl' }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
              {t('hero.title')}
            </Title>
            <Text size="lg">{t('hero.text')}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SignUpForm />
        </Grid.Col>
      </Grid>
      <Suspense fallback={null}>
        <Counters />
        <LatestBlog />
        <HydrationGate />
      </Suspense>
    </Stack>
  );
}
