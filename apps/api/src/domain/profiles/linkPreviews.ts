import { eq, sql } from 'drizzle-orm';
import PQueue from 'p-queue';
import {
  IMAGE_MAX_BYTES,
  LINK_PREVIEW_CONCURRENCY,
  LINK_PREVIEW_FAILURE_TTL_MS,
  LINK_PREVIEW_MAX_QUEUED,
  LINK_PREVIEW_PAGE_MAX_BYTES,
  LINK_PREVIEW_TIMEOUT_MS,
  LINK_PREVIEW_TTL_MS,
} from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import { fetchLimited } from '../../adapters/http/fetchLimited';
import type { Db } from '../../db/client';
import { linkPreviews } from '../../db/schema';
import { PORTFOLIO_IMAGE_SIZES, processImage } from '../images/processImage';
import { summarizePage } from './openGraph';
import type { LinkPreviewRow, PortfolioItemWithNetwork } from './portfolio';

type Logger = { warn(details: object, message: string): void };

/** A read preview as it is kept (the row without its URL). */
type ReadPreview = Omit<LinkPreviewRow, 'url' | 'fetchedAt'>;

const FAILED: ReadPreview = { ok: false, title: null, description: null, siteName: null, imageFile: null };

/** Whether a kept preview is past its time: a read one after LINK_PREVIEW_TTL_MS, a failure sooner. */
export function isStalePreview(row: Pick<LinkPreviewRow, 'ok' | 'fetchedAt'>, now: number): boolean {
  const ttl = row.ok ? LINK_PREVIEW_TTL_MS : LINK_PREVIEW_FAILURE_TTL_MS;
  return row.fetchedAt.getTime() + ttl <= now;
}

export type LinkPreviews = {
  /**
   * After a portfolio item with this link was committed: read its page unless a fresh preview is
   * kept. Returns at once and never fails; the read waits in a short line (else it is left out).
   */
  request(url: string): void;
  /** After a view of these items: read again the kept previews that are past their time. */
  refreshStale(items: PortfolioItemWithNetwork[]): void;
  /** Drops the reads waiting and waits for the running ones (before the database closes). */
  close(): Promise<void>;
};

/**
 * Issue 18: portfolio links' previews. A page is read server-side through the SSRF-safe fetch
 * (adapters/http: one deadline, a size cap, HTML only, only public addresses unless
 * `allowPrivateHosts`), summarized from its Open Graph tags (openGraph.ts), its picture fetched the
 * same way, checked by content and stored as our own re-encoded image (visitors' browsers never
 * contact the linked host). The result, or the failure, is kept per URL in link_previews; a few reads
 * run at once (p-queue), one per URL. Nothing here can fail or slow the item's own save.
 */
export function createLinkPreviews({
  db,
  images,
  allowPrivateHosts,
  log,
  now = Date.now,
}: {
  db: Db;
  images: Pick<ImageStore, 'save' | 'remove'>;
  allowPrivateHosts: boolean;
  log: Logger;
  now?: () => number;
}): LinkPreviews {
  const queue = new PQueue({ concurrency: LINK_PREVIEW_CONCURRENCY });
  const waiting = new Set<string>();
  const publicAddressesOnly = !allowPrivateHosts;

  async function readImage(source: string): Promise<string | null> {
    try {
      const picture = await fetchLimited(source, {
        timeoutMs: LINK_PREVIEW_TIMEOUT_MS,
        maxBytes: IMAGE_MAX_BYTES,
        accept: 'image/avif, image/webp, image/png, image/jpeg, image/*;q=0.8',
        publicAddressesOnly,
      });
      return await images.save(await processImage(picture.body, PORTFOLIO_IMAGE_SIZES));
    } catch (error) {
      log.warn({ image: source, reason: (error as Error).message }, 'link preview picture left out');
      return null;
    }
  }

  async function readPreview(url: string): Promise<ReadPreview> {
    try {
      const page = await fetchLimited(url, {
        timeoutMs: LINK_PREVIEW_TIMEOUT_MS,
        maxBytes: LINK_PREVIEW_PAGE_MAX_BYTES,
        accept: 'text/html, application/xhtml+xml;q=0.9',
        contentTypes: ['text/html', 'application/xhtml+xml'],
        publicAddressesOnly,
      });
      const summary = summarizePage(page.body, page.contentType, page.url);
      const imageFile = summary.imageSource ? await readImage(summary.imageSource) : null;
      const { title, description, siteName } = summary;
      return { ok: title !== null || imageFile !== null, title, description, siteName, imageFile };
    } catch (error) {
      log.warn({ url, reason: (error as Error).message }, 'link preview unavailable');
      return FAILED;
    }
  }

  /** Keeps the preview of `url` and answers the picture it replaced (one writer per URL at a time). */
  async function keep(url: string, preview: ReadPreview): Promise<string | null> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`link-preview:${url}`}))`);
      const [before] = await tx
        .select({ imageFile: linkPreviews.imageFile })
        .from(linkPreviews)
        .where(eq(linkPreviews.url, url));
      const row = { ...preview, fetchedAt: new Date(now()) };
      await tx
        .insert(linkPreviews)
        .values({ url, ...row })
        .onConflictDoUpdate({ target: linkPreviews.url, set: row });
      return before?.imageFile ?? null;
    });
  }

  async function refresh(url: string): Promise<void> {
    const [kept] = await db
      .select({ ok: linkPreviews.ok, fetchedAt: linkPreviews.fetchedAt })
      .from(linkPreviews)
      .where(eq(linkPreviews.url, url));
    if (kept && !isStalePreview(kept, now())) return;
    const preview = await readPreview(url);
    const replaced = await keep(url, preview).catch(async (error: unknown) => {
      if (preview.imageFile) await images.remove(preview.imageFile);
      throw error;
    });
    if (replaced && replaced !== preview.imageFile) await images.remove(replaced);
  }

  function request(url: string): void {
    if (waiting.has(url) || queue.size >= LINK_PREVIEW_MAX_QUEUED) return;
    waiting.add(url);
    void queue
      .add(() => refresh(url))
      .catch((error: unknown) => log.warn({ url, reason: (error as Error).message }, 'link preview not kept'))
      .finally(() => waiting.delete(url));
  }

  return {
    request,
    refreshStale(items) {
      const at = now();
      for (const { item, preview } of items) {
        if (item.link && preview && isStalePreview(preview, at)) request(item.link);
      }
    },
    async close() {
      queue.clear();
      await queue.onIdle();
    },
  };
}
