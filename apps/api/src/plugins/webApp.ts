import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_COOKIE,
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  isRouteOf,
  LOCALE_COOKIE,
  normalizePagePath,
  PRERENDERED_DIR,
  PRERENDERED_PAGE_HEADER,
  RENDERED_PAGE_HEADER,
  PRERENDERED_INDEX,
  type TPrerenderedIndex,
  type TPrerenderState,
} from '@spona/contracts';
import { resolveRequestLocale } from '../http/locale';
import { isApiPath } from './errors';
import { createPageRenderer, readWhenChanged, type RenderedDocument } from './pageRenderer';

/** Vite names built files `assets/name-<hash>.ext`; those never change and are cached for a year. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|mp3)$/;

/**
 * Paths that name a file (by their extension). A missing one is a 404, never the app's index.html:
 * a service worker script, manifest or icon answered with a page would break the installed app.
 */
const FILE_PATH = /\.(m?js|css|map|json|webmanifest|png|jpe?g|gif|webp|svg|ico|txt|xml|woff2?|mp3)$/i;

/** Only Vite's output under assets/ is immutable; everything else (index.html, /ngsw-worker.js,
 * /manifest.webmanifest, icons) is revalidated on every use, so a release shows at once. */
function isImmutable(distDir: string, filePath: string): boolean {
  // A precompressed copy (`.br`, `.gz`) is cached like the file it stands for.
  const relative = path
    .relative(distDir, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  return relative.startsWith('assets/') && HASHED_FILE.test(relative);
}

/** The prerendered pages' list of a build, read again when a new build replaces it. */
function prerenderedIndexReader(distDir: string): () => TPrerenderedIndex | null {
  const read = readWhenChanged(path.join(distDir, PRERENDERED_DIR, PRERENDERED_INDEX), (file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as TPrerenderedIndex;
    } catch {
      // Half written by a build in progress: index.html until it is whole.
      return null;
    }
  });
  return () => read() ?? null;
}

/**
 * Issue 19: the state of the browser asking, as its cookies tell: `auth` (SPEC §3), `locale` beside
 * the stored locale (else Accept-Language by SPEC §1's rule), `consent`.
 */
function stateOf(request: Pick<FastifyRequest, 'headers' | 'cookies'>): TPrerenderState {
  const cookies = request.cookies ?? {};
  return {
    locale: resolveRequestLocale(cookies[LOCALE_COOKIE], request.headers['accept-language']),
    isSignedIn: cookies[AUTH_COOKIE] === '1',
    hasConsent: cookies[CONSENT_COOKIE] === CONSENT_ACCEPTED,
  };
}

/** A page rendered with its data, compressed as the browser accepts (brotli first). */
function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: RenderedDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(gunzipSync(rendered.gzip));
  return reply.header('content-encoding', encoding).send(rendered[encoding]);
}

/**
 * Issue 19: the prerendered page for a request, its file under PRERENDERED_DIR; undefined when none fits (an
 * address with a query, which pages read into what they show, or one no page was rendered for).
 * The state is the browser's as its cookies tell (`stateOf`).
 */
export function findPrerenderedPage(
  index: TPrerenderedIndex | null,
  request: Pick<FastifyRequest, 'url' | 'headers' | 'cookies'>,
): string | undefined {
  if (!index || request.url.includes('?')) return undefined;
  const pathname = normalizePagePath(request.url);
  const { locale, isSignedIn, hasConsent } = stateOf(request);
  const page = index.pages.find(
    (candidate) =>
      candidate.locale === locale &&
      candidate.isSignedIn === isSignedIn &&
      candidate.hasConsent === hasConsent &&
      isRouteOf(candidate.path, pathname),
  );
  return page?.file;
}

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any GET of a non-API path that is
 * not a file answers index.html, so the client router shows the page (or /not-found).
 * Unknown /api paths always answer 404 JSON, never the web app. Files are looked up on each request
 * (not listed once at start-up), so a new build copied over the old one is served without a restart.
 */
export const webAppPlugin = fp(
  async (app, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasWebApp = existsSync(indexFile);
    const readPrerenderedIndex = prerenderedIndexReader(options.distDir);
    const renderWithData = createPageRenderer(app, {
      distDir: options.distDir,
      // The web build's server entry lies beside its browser build (apps/web/dist-ssr).
      ssrDir: path.join(path.dirname(options.distDir), 'dist-ssr'),
      log: app.log,
    });
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as
        // they are by Accept-Encoding (brotli first), with Vary: Accept-Encoding (issue 7).
        preCompressed: true,
        // The build tool's own folders (.vite) are not the app's.
        dotfiles: 'ignore',
        // A folder ('/' above all) is no file: the SPA fallback below answers it.
        allowedPath: (pathname) => !pathname.endsWith('/'),
        setHeaders(reply, filePath) {
          const isHashed = isImmutable(options.distDir, filePath);
          reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        hasWebApp &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(url) &&
        !url.startsWith('/assets/') &&
        !url.startsWith('/socket.io') &&
        !FILE_PATH.test(url);
      if (wantsPage) {
        // Issue 19: the page prerendered for this browser's state, else the app's empty page.
        const page = findPrerenderedPage(readPrerenderedIndex(), request);
        reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language, Accept-Encoding');
        // Issue 19: a page whose first data is public, rendered with it (pageRenderer.ts).
        const rendered = page ? await renderWithData(normalizePagePath(url), stateOf(request)) : undefined;
        // The service worker keeps it a short while under its own address (another address of its
        // route shows other data).
        if (rendered) return sendRendered(request, reply.header(RENDERED_PAGE_HEADER, page), rendered);
        // Issue 19: the service worker keeps a page it was told the name of, for the next visit.
        if (page) reply.header(PRERENDERED_PAGE_HEADER, page);
        return reply.sendFile(page ? `${PRERENDERED_DIR}/${page}` : 'index.html', options.distDir);
      }
      const message = isApiPath(url)
        ? request.t('errors.routeNotFound', { method: request.method, url })
        : request.t('errors.notFound');
      return reply.code(404).send({ message });
    });
  },
  { name: 'web-app', dependencies: ['request-context'] },
);
