import {
  OAUTH_CLIENT_ID,
  RUNTIME_CONFIG_GLOBAL,
  ZRuntimeConfig,
  type TRuntimeConfig,
} from '@spona/contracts';

/** What the app runs with when `/runtime-config.js` is missing (Vite dev without the API). */
const FALLBACK_CONFIG: TRuntimeConfig = {
  supportEmail: 'support@spona.local',
  oauthClientId: OAUTH_CLIENT_ID,
  oauthClientSecret: null,
  realtimeUrl: null,
  marketingSiteUrl: null,
  production: import.meta.env.PROD,
  version: 'dev',
};

let cached: TRuntimeConfig | undefined;

/**
 * The configuration the API injects as `window.__SPONA_CONFIG__` through `/runtime-config.js`,
 * so one build runs under any configuration. Falls back to safe defaults when it is missing or malformed.
 */
export function getRuntimeConfig(): TRuntimeConfig {
  if (cached) return cached;
  const injected: unknown = (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  const parsed = ZRuntimeConfig.safeParse(injected);
  if (!parsed.success && injected !== undefined) {
    console.warn('Ignoring a malformed runtime configuration', parsed.error.issues);
  }
  cached = parsed.success ? parsed.data : FALLBACK_CONFIG;
  return cached;
}

/** Forgets the read configuration; for tests only. */
export function resetRuntimeConfigForTests(): void {
  cached = undefined;
}
