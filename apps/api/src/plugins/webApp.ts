import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './errors';

/** Vite names built files `name-<hash>.ext`; those never change and are cached for a year. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|mp3)$/;

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback: any GET of a non-API path that is
 * not a file answers index.html, so the client router shows the page (or /not-found).
 * Unknown /api paths always answer 404 JSON, never the web app.
 */
export const webAppPlugin = fp(
  async (app, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const cache = HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
          reply.header('cache-control', cache);
        },
      });
    } else {
      app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        hasWebApp &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(url) &&
        !url.startsWith('/assets/') &&
        !url.startsWith('/socket.io');
      if (wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', options.distDir);
      }
      const message = isApiPath(url)
        ? request.t('errors.routeNotFound', { method: request.method, url })
        : request.t('errors.notFound');
      return reply.code(404).send({ message });
    });
  },
  { name: 'web-app', dependencies: ['request-context'] },
);
