import {
  OAUTH_CLIENT_ID,
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PATH,
  type TRuntimeConfig,
} from '@spona/contracts';
import type { App } from '../../http/types';
import type { Config } from '../../config';

/** The web app's runtime configuration, so one build runs under any configuration. */
export function buildRuntimeConfig(
  config: Config,
  version: string,
  oauthClientSecret: string | null = null,
): TRuntimeConfig {
  return {
    supportEmail: config.supportEmail,
    oauthClientId: OAUTH_CLIENT_ID,
    // SPEC §9 and Passport's password grant: the first-party client's secret is public by nature
    // (every browser gets it); it identifies the app, accounts are protected by passwords and tokens.
    oauthClientSecret,
    realtimeUrl: null,
    marketingSiteUrl: config.marketingSiteUrl ?? null,
    production: config.isProduction,
    version,
  };
}

/** GET /runtime-config.js: `window.__SPONA_CONFIG__ = {...}`, loaded by index.html before the app. */
export async function runtimeConfigRoutes(
  app: App,
  { config, version, oauthClientSecret }: { config: Config; version: string; oauthClientSecret: string },
) {
  const runtimeConfig = buildRuntimeConfig(config, version, oauthClientSecret);
  const body = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtimeConfig)};\n`;
  app.get(
    RUNTIME_CONFIG_PATH,
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
