import {
  BLOG_CACHE_TTL_MS,
  BLOG_FAILURE_TTL_MS,
  BLOG_FEED_MAX_BYTES,
  BLOG_FEED_TIMEOUT_MS,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_TIMEOUT_MS,
  BLOG_POSTS_LIMIT,
} from '@spona/contracts';
import { fetchLimited, type FetchedDocument } from '../../adapters/http/fetchLimited';
import { toBlogImage } from './blogImage';
import { parseFeed, type FeedPost } from './parseFeed';

/** A post with the name of its served picture (null without one). */
export type BlogEntry = { post: FeedPost; imageFile: string | null };

export type BlogFeed = {
  /** The newest posts, at most BLOG_POSTS_LIMIT; empty when the feed is unset or cannot be read. */
  findLatestPosts(): Promise<BlogEntry[]>;
  /** A served picture (WebP) by its file name, or null. */
  findImage(file: string): Promise<Buffer | null>;
};

type Snapshot = { entries: BlogEntry[]; images: Map<string, Buffer>; expiresAt: number };

type Logger = { warn(details: object, message: string): void };

export type BlogFeedLimits = {
  feedTimeoutMs: number;
  feedMaxBytes: number;
  imageTimeoutMs: number;
  imageMaxBytes: number;
  ttlMs: number;
  failureTtlMs: number;
};

const DEFAULT_LIMITS: BlogFeedLimits = {
  feedTimeoutMs: BLOG_FEED_TIMEOUT_MS,
  feedMaxBytes: BLOG_FEED_MAX_BYTES,
  imageTimeoutMs: BLOG_IMAGE_TIMEOUT_MS,
  imageMaxBytes: BLOG_IMAGE_MAX_BYTES,
  ttlMs: BLOG_CACHE_TTL_MS,
  failureTtlMs: BLOG_FAILURE_TTL_MS,
};

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1';

/** The text of a fetched feed in its declared encoding (HTTP charset, else the XML declaration). */
export function decodeFeed({ body, contentType }: Pick<FetchedDocument, 'body' | 'contentType'>): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(body.subarray(0, 200).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * The home page's latest posts (SPEC §2), read from the RSS or Atom feed at `feedUrl` and kept in
 * memory: a good read for `ttlMs` (after that the old posts are answered while one new read runs), a
 * failed one (unreachable, slow, too large, not a feed) as an empty list for `failureTtlMs`, so a dead
 * feed is asked at most once a minute per process. One read at a time, whoever asks. Pictures are
 * fetched with the feed and served from here, so visitors' browsers never contact the blog's host; a
 * picture on another host than the feed's is fetched only from a public address (the feed's content
 * must not make the server knock on machines of its own network).
 */
export function createBlogFeed({
  feedUrl,
  log,
  now = Date.now,
  limits = DEFAULT_LIMITS,
}: {
  feedUrl: string | undefined;
  log: Logger;
  now?: () => number;
  limits?: BlogFeedLimits;
}): BlogFeed {
  if (!feedUrl) return { findLatestPosts: async () => [], findImage: async () => null };
  const feedHost = new URL(feedUrl).hostname;
  let snapshot: Snapshot | undefined;
  let reading: Promise<Snapshot> | undefined;

  async function readImage(source: string): Promise<{ file: string; bytes: Buffer } | null> {
    try {
      const isFeedHost = new URL(source).hostname === feedHost;
      const document = await fetchLimited(source, {
        timeoutMs: limits.imageTimeoutMs,
        maxBytes: limits.imageMaxBytes,
        accept: 'image/avif, image/webp, image/png, image/jpeg, image/*;q=0.8',
        // The feed's own host is the operator's choice; other pictures' hosts are the feed author's.
        publicAddressesOnly: !isFeedHost,
      });
      return await toBlogImage(document.body);
    } catch (error) {
      log.warn({ image: source, reason: (error as Error).message }, 'blog picture left out');
      return null;
    }
  }

  async function read(): Promise<Snapshot> {
    try {
      const document = await fetchLimited(feedUrl!, {
        timeoutMs: limits.feedTimeoutMs,
        maxBytes: limits.feedMaxBytes,
        accept: FEED_ACCEPT,
      });
      const posts = parseFeed(decodeFeed(document), document.url).slice(0, BLOG_POSTS_LIMIT);
      const images = new Map<string, Buffer>();
      const entries = await Promise.all(
        posts.map(async (post): Promise<BlogEntry> => {
          const image = post.imageSource ? await readImage(post.imageSource) : null;
          if (image) images.set(image.file, image.bytes);
          return { post, imageFile: image?.file ?? null };
        }),
      );
      return { entries, images, expiresAt: now() + limits.ttlMs };
    } catch (error) {
      log.warn({ feedUrl, reason: (error as Error).message }, 'blog feed unavailable');
      return { entries: [], images: new Map(), expiresAt: now() + limits.failureTtlMs };
    }
  }

  function refresh(): Promise<Snapshot> {
    reading ??= read().then((fresh) => {
      snapshot = fresh;
      reading = undefined;
      return fresh;
    });
    return reading;
  }

  const isStale = (current: Snapshot) => current.expiresAt <= now();

  return {
    async findLatestPosts() {
      if (!snapshot) return (await refresh()).entries;
      if (isStale(snapshot)) {
        // Nothing to show meanwhile: wait for the new read. Otherwise answer the old posts at once.
        if (snapshot.entries.length === 0) return (await refresh()).entries;
        void refresh();
      }
      return snapshot.entries;
    },
    async findImage(file) {
      const found = snapshot?.images.get(file);
      if (found) return found;
      // Another process may have read a newer feed and named this picture: read ours if it is old.
      if (snapshot && !isStale(snapshot)) return null;
      return (await refresh()).images.get(file) ?? null;
    },
  };
}
