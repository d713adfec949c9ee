import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PQueue from 'p-queue';
import { HEADER_APP_LANGUAGE, type TPrerenderState } from '@spona/contracts';

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * What the web build's server entry (apps/web/src/app/prerender/serverRender.tsx, built by
 * `vite build --ssr` into apps/web/dist-ssr) offers the server.
 */
interface ServerRenderModule {
  renderDocument(
    template: string,
    manifest: unknown,
    url: string,
    state: TPrerenderState,
    answers?: Record<string, unknown>,
  ): Promise<string>;
  publicAnswersOf(pathname: string): string[];
}

/**
 * A page rendered with its data, kept compressed only (a fifth of its size: up to MOST_KEPT_PAGES
 * are kept); the rare browser that accepts neither gets the gzip copy decompressed.
 */
export interface RenderedDocument {
  br: Buffer;
  gzip: Buffer;
}

/** How long a rendered page is sent again as it is: its data is public and a minute old at most. */
const RENDERED_PAGE_TTL_MS = 30_000;
/** Pages kept at most (a public profile each, per language and consent). */
const MOST_KEPT_PAGES = 500;
/** Renders waiting at most: beyond, a request gets the page's shell at once (load shedding). */
const MOST_WAITING_RENDERS = 4;

/**
 * A build's file as `read` makes of it, read again only when a new build replaced it (its mtime);
 * undefined while there is no such file. The web app's plugin reads its prerendered pages' list so too.
 */
export function readWhenChanged<T>(file: string, read: (file: string) => T): () => T | undefined {
  let cached: { version: number; value: T } | undefined;
  return () => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.version !== version) cached = { version, value: read(file) };
    return cached.value;
  };
}

/**
 * Issue 19: the signed-in pages whose first data is public (a creator search's first page, a public
 * profile) rendered by the server at request time with that data (SPEC §7 public calls, asked of this
 * very server without a user, so nothing private is in them), from a short cache: the browser paints
 * the content (the first card's photo, the cover) before any script has run, and hydrates it with the
 * same answers embedded in the page (apps/web/src/lib/embeddedAnswers.ts). Whenever that cannot be
 * done (no server build, an answer that is not 200, a busy server, a failed render), undefined: the
 * caller sends the page's prerendered shell, as before.
 */
export function createPageRenderer(
  app: FastifyInstance,
  { distDir, ssrDir, log }: { distDir: string; ssrDir: string; log: FastifyBaseLogger },
) {
  // The server entry's lazy chunks import it by its plain address, so it is imported once, by that
  // address (Node keeps one module per address). A new build copied over it (the browser's build then
  // new too) is not rendered with the old code: the shells go out until the server restarts.
  const entryFile = path.join(ssrDir, 'serverRender.js');
  let entry: { version: number; module: Promise<ServerRenderModule> } | undefined;
  const loadModule = (): Promise<ServerRenderModule> | undefined => {
    let version: number;
    try {
      version = statSync(entryFile).mtimeMs;
    } catch {
      return undefined;
    }
    entry ??= { version, module: import(pathToFileURL(entryFile).href) as Promise<ServerRenderModule> };
    return entry.version === version ? entry.module : undefined;
  };
  const loadTemplate = readWhenChanged(path.join(distDir, 'index.html'), (file) => readFile(file, 'utf8'));
  const loadManifest = readWhenChanged(
    path.join(distDir, '.vite', 'manifest.json'),
    async (file) => JSON.parse(await readFile(file, 'utf8')) as unknown,
  );

  const kept = new Map<string, { expiresAt: number; document: Promise<RenderedDocument | undefined> }>();
  // The server entry renders one page at a time (the language and state it renders for are its
  // module's own); a request finding too many before it gets the shell at once (load shedding).
  const renders = new PQueue({ concurrency: 1 });

  async function answerOf(url: string, locale: string): Promise<unknown> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [HEADER_APP_LANGUAGE]: locale },
    });
    if (response.statusCode !== 200)
      log.debug({ url, status: response.statusCode }, 'a public answer is not 200');
    return response.statusCode === 200 ? (JSON.parse(response.body) as unknown) : undefined;
  }

  async function renderNow(
    renderer: ServerRenderModule,
    calls: string[],
    pathname: string,
    state: TPrerenderState,
  ): Promise<RenderedDocument | undefined> {
    const [template, manifest] = await Promise.all([loadTemplate(), loadManifest()]);
    if (template === undefined || manifest === undefined) return undefined;
    const answers: Record<string, unknown> = {};
    for (const url of calls) {
      const body = await answerOf(url, state.locale);
      // A profile that is gone (404), a refused call: the shell, which asks and shows it as it is.
      if (body === undefined) return undefined;
      answers[url] = body;
    }
    const text = await renders.add(() =>
      renderer.renderDocument(template, manifest, pathname, state, answers),
    );
    const html = Buffer.from(text);
    const [br, gzipped] = await Promise.all([
      compressWithBrotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      compressWithGzip(html),
    ]);
    return { br, gzip: gzipped };
  }

  return async function renderWithData(
    pathname: string,
    state: TPrerenderState,
  ): Promise<RenderedDocument | undefined> {
    if (!state.isSignedIn) return undefined;
    const renderer = await loadModule()?.catch((error: unknown) => {
      log.warn({ err: error }, 'the web build has no usable server entry: pages are sent as shells');
      return undefined;
    });
    // A build without them (one from before issue 19's request-time pages): its shells.
    if (typeof renderer?.publicAnswersOf !== 'function' || typeof renderer.renderDocument !== 'function') {
      return undefined;
    }
    const calls = renderer.publicAnswersOf(pathname);
    if (calls.length === 0) return undefined;
    const key = `${state.locale} ${state.hasConsent ? 'consent' : 'banner'} ${pathname}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.expiresAt > now) return hit.document;
    if (renders.size + renders.pending >= MOST_WAITING_RENDERS) {
      log.debug({ pathname }, 'too many pages rendering: its shell is sent');
      return undefined;
    }
    const document = renderNow(renderer, calls, pathname, state).catch((error: unknown) => {
      log.warn({ err: error, pathname }, 'a page could not be rendered with its data: its shell is sent');
      kept.delete(key);
      return undefined;
    });
    kept.delete(key);
    kept.set(key, { expiresAt: now + RENDERED_PAGE_TTL_MS, document });
    // The oldest go first (a Map keeps the order of insertion).
    for (const oldest of kept.keys()) {
      if (kept.size <= MOST_KEPT_PAGES) break;
      kept.delete(oldest);
    }
    return document;
  };
}
