import { z } from 'zod';

/**
 * The home page's latest-blog section (SPEC §2): GET public/blog answers the newest posts of the RSS or
 * Atom feed at BLOG_FEED_URL, read and cached by the server. An unset or unreachable feed answers an
 * empty list, and the section hides.
 */

// Zod-free, so the home page (the web app's first route) takes them without zod (issue 7).
export * from './blogLimits';

/** One post, as plain text: the feed's HTML is never passed on. */
export const ZBlogPost = z.object({
  title: z.string(),
  /** The post on the blog (http or https only). */
  url: z.string(),
  /** Plain text: tags stripped, entities decoded, whitespace collapsed; may be empty. */
  excerpt: z.string(),
  /** ISO 8601, or null when the feed gives no readable date. */
  published_at: z.string().nullable(),
  /**
   * The post's picture, served by this API from its own copy (same origin: no request from the
   * visitor's browser reaches the blog's host); absent without one.
   */
  image_url: z.string().optional(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZBlogPostList = z.object({ data: z.array(ZBlogPost) });
export type TBlogPostList = z.infer<typeof ZBlogPostList>;
