import { API_BASE_PATH, type TBlogPost } from '@spona/contracts';
import type { BlogEntry } from '../domain/blog/blogFeed';

/** Where GET public/blog/images/{file} serves a post's picture. */
export const BLOG_IMAGES_PATH = '/public/blog/images';

/** A post of the blog feed as the home page gets it: plain text, the picture on this origin. */
export function presentBlogPost({ post, imageFile }: BlogEntry): TBlogPost {
  return {
    title: post.title,
    url: post.url,
    excerpt: post.excerpt,
    published_at: post.publishedAt?.toISOString() ?? null,
    ...(imageFile ? { image_url: `${API_BASE_PATH}${BLOG_IMAGES_PATH}/${imageFile}` } : {}),
  };
}
