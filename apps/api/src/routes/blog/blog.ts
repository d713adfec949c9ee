import { ZBlogPostList, ZFileParams } from '@spona/contracts';
import type { BlogFeed } from '../../domain/blog/blogFeed';
import { NotFound } from '../../domain/errors';
import type { App } from '../../http/types';
import { BLOG_IMAGES_PATH, presentBlogPost } from '../../presenters/blogPost';

/** A picture's name is a hash of its bytes, so its content never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const IMAGE_FILE = /^[a-f0-9]{24}\.webp$/;

/**
 * The home page's latest-blog section (SPEC §2): GET public/blog answers `{ data: [...] }`, the newest
 * posts of BLOG_FEED_URL from the server's cache, and an empty list when the feed is unset or cannot be
 * read (never an error: the section just hides). GET public/blog/images/{file} serves their pictures.
 */
export async function blogRoutes(app: App, { blog }: { blog: BlogFeed }) {
  // Read the feed once at start-up, so the first visitor does not wait for it.
  app.addHook('onReady', async () => {
    void blog.findLatestPosts();
  });

  app.get(
    '/public/blog',
    { config: { public: true }, schema: { response: { 200: ZBlogPostList } } },
    async () => ({ data: (await blog.findLatestPosts()).map(presentBlogPost) }),
  );

  app.get(
    `${BLOG_IMAGES_PATH}/:file`,
    { config: { public: true }, schema: { params: ZFileParams, hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const image = IMAGE_FILE.test(file) ? await blog.findImage(file) : null;
      if (!image) throw new NotFound();
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(image);
    },
  );
}
