import { queryOptions } from '@tanstack/react-query';
import { BLOG_CACHE_TTL_MS, type TBlogPost } from '@spona/contracts';
import { apiGet } from '../../../lib/apiClient';
import { loadResponseSchemas } from '../../../lib/loadResponseSchemas';

/** GET public/blog: the home page's latest blog posts (SPEC §2), plain text, newest first. */
export const blogPostsQuery = () =>
  queryOptions({
    queryKey: ['public', 'blog'] as const,
    queryFn: async (): Promise<TBlogPost[]> => {
      // zod arrives beside the response, not with the home page (issue 7: first route budget).
      const [{ ZBlogPostList }, body] = await Promise.all([
        loadResponseSchemas(),
        apiGet<unknown>('public/blog'),
      ]);
      return ZBlogPostList.parse(body).data;
    },
    // The server reads the feed at most this often; within a visit, once is enough.
    staleTime: BLOG_CACHE_TTL_MS,
    // A missing blog section is no error worth retrying: the section just stays hidden.
    retry: false,
  });
