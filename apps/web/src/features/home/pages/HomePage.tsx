import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Counters } from '../components/Counters';
import { LatestBlog, type BlogPost } from '../components/LatestBlog';
import { SignUpForm } from '../components/SignUpForm';

/** No blog feed is configured yet, so the latest-blog section stays hidden. */
const BLOG_POSTS: readonly BlogPost[] = [];

/**
 * / (logged-out only). The production redirect of a browser tab to the marketing site arrives with a later
 * issue; this is the in-app home with the sign-up form, the counters and the latest blog posts.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="xl">
      <Grid gutter="xl" align="center">
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
      <LatestBlog posts={BLOG_POSTS} />
    </Stack>
  );
}
