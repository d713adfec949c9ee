import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Counters } from '../components/Counters';
import { LatestBlog } from '../components/LatestBlog';
import { SignUpForm } from '../components/SignUpForm';

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
      <Counters />
      <LatestBlog />
    </Stack>
  );
}
