import {
  OAUTH_CLIENT_ID,
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PATH,
  type TRuntimeConfig,
} from '@spona/contracts';
import type { App } from '../../http/types';
import type { Config } from '../../config';

/** The web app's runtime configuration, so one build runs under any configuration. */
export function buildRuntimeConfig(config: Config, version: string): TRuntimeConfig {
  return {
    supportEmail: config.supportEmail,
    oauthClientId: OAUTH_CLIENT_ID,
    oauthClientSecret: null,
    realtimeUrl: null,
    marketingSiteUrl: config.marketingSiteUrl ?? null,
    production: config.isProduction,
    version,
  };
}

/** GET /runtime-config.js: `window.__SPONA_CONFIG__ = {...}`, loaded by index.html before the app. */
export async function runtimeConfigRoutes(
  app: App,
  { config, version }: { config: Config; version: string },
) {
  const body = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(buildRuntimeConfig(config, version))};\n`;
  app.get(
    RUNTIME_CONFIG_PATH,
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
