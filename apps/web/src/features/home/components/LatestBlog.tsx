import {
  Anchor,
  AspectRatio,
  Card,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { BLOG_IMAGE_SIZE, BLOG_POSTS_LIMIT, type TBlogPost } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { blogPostsQuery } from '../api/homeApi';

const IMAGE_RATIO = BLOG_IMAGE_SIZE.width / BLOG_IMAGE_SIZE.height;
const GRID_COLUMNS = { base: 1, sm: 2, md: 3 } as const;

/**
 * SPEC §2: the home page's latest-blog section, below the counters. Skeleton cards while the posts
 * load; hidden when there are none (no feed configured, or it cannot be read). Everything is shown as
 * text: the server already turned the feed's HTML into plain text.
 */
export function LatestBlog() {
  const { t } = useTranslation('home');
  const posts = useQuery(blogPostsQuery());
  if (posts.isError || (posts.data && posts.data.length === 0)) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-blog-title" aria-busy={posts.isPending}>
      <Title order={2} size="h3" id="home-blog-title">
        {t('blog.title')}
      </Title>
      <SimpleGrid cols={GRID_COLUMNS} spacing="md">
        {posts.data
          ? posts.data.map((post) => <BlogPostCard key={post.url} post={post} />)
          : Array.from({ length: BLOG_POSTS_LIMIT }, (_, index) => <BlogPostSkeleton key={index} />)}
      </SimpleGrid>
    </Stack>
  );
}

function BlogPostCard({ post }: { post: TBlogPost }) {
  const { t } = useTranslation('home');
  const { locale } = useLanguage();
  const date = post.published_at ? new Date(post.published_at) : null;
  return (
    <Card component="article" withBorder radius="md" padding="md" data-testid="blog-post">
      {post.image_url && (
        <Card.Section mb="sm">
          <AspectRatio ratio={IMAGE_RATIO}>
            {/* Decorative: the title beside it says what the post is about. */}
            <Image src={post.image_url} alt="" loading="lazy" />
          </AspectRatio>
        </Card.Section>
      )}
      <Stack gap={6}>
        {date && (
          <Text size="sm" c="dimmed" component="time" dateTime={post.published_at ?? undefined}>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date)}
          </Text>
        )}
        <Title order={3} size="h4" lh={1.3}>
          <Anchor href={post.url} target="_blank" rel="noopener noreferrer" c="inherit" underline="hover">
            {post.title} <VisuallyHidden>{t('blog.opensInNewTab')}</VisuallyHidden>
          </Anchor>
        </Title>
        {post.excerpt && (
          <Text size="sm" lineClamp={4}>
            {post.excerpt}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function BlogPostSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Card.Section mb="sm">
        <AspectRatio ratio={IMAGE_RATIO}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs">
        <Skeleton h={12} w="40%" />
        <Skeleton h={18} w="90%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="75%" />
      </Stack>
    </Card>
  );
}
