/** The limits of the home page's latest-blog section, kept apart from the schemas: importing them needs no zod. */

/** How many posts the home page shows. */
export const BLOG_POSTS_LIMIT = 3;
/** Longest excerpt, in characters; longer ones are cut at a word and end with '…'. */
export const BLOG_EXCERPT_MAX_LENGTH = 220;
/** Longest title, in characters. */
export const BLOG_TITLE_MAX_LENGTH = 200;
/** Reading the feed: the whole exchange within this time, at most this many bytes. */
export const BLOG_FEED_TIMEOUT_MS = 5000;
export const BLOG_FEED_MAX_BYTES = 1024 * 1024;
/** A read feed is answered from memory this long; a failed read (empty list) this long. */
export const BLOG_CACHE_TTL_MS = 15 * 60 * 1000;
export const BLOG_FAILURE_TTL_MS = 60 * 1000;
/** A post's picture: fetched within this time and size, kept as a WebP of this box. */
export const BLOG_IMAGE_TIMEOUT_MS = 5000;
export const BLOG_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const BLOG_IMAGE_SIZE = { width: 640, height: 360 } as const;
