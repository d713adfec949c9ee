import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers: a Content-Security-Policy that allows the app itself (and its real-time socket),
 * HSTS in production only. Fastify sends no `x-powered-by`.
 */
export const securityPlugin = fp(
  async (
    app,
    options: {
      isProduction: boolean;
      /** The sources (`'sha256-…'`) of the scripts the web app's pages carry inline (inlineScripts.ts). */
      inlineScripts?: () => readonly string[];
    },
  ) => {
    const { inlineScripts } = options;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Issue 19: the page's preload script is inside its pages, allowed by its hash (no other inline script).
          scriptSrc: ["'self'", ...(inlineScripts ? [() => inlineScripts().join(' ')] : [])],
          // Mantine injects its CSS variables in <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          mediaSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: options.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      // The app loads its own images and audio only; no cross-origin embedding policy needed.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
