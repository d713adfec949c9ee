import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface BlogPost {
  title: string;
  excerpt: string;
  url: string;
}

/** SPEC §2: the home's latest-blog section; hidden while there is no feed. */
export function LatestBlog({ posts }: { posts: readonly BlogPost[] }) {
  const { t } = useTranslation('home');
  if (posts.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-blog-title">
      <Title order={2} size="h3" id="home-blog-title">
        {t('blog.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {posts.map((post) => (
          <Paper key={post.url} withBorder p="md" radius="md">
            <Text fw={600}>{post.title}</Text>
            <Text size="sm">{post.excerpt}</Text>
            <Anchor href={post.url} size="sm">
              {t('blog.readMore')}
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
