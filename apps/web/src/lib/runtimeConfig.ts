import { OAUTH_CLIENT_ID, RUNTIME_CONFIG_GLOBAL, type TRuntimeConfig } from '@spona/contracts';

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

const isString = (value: unknown) => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The check of `ZRuntimeConfig` (contracts), field by field without zod: it runs before the first
 * render, and zod is not part of the first route (issue 7). The mapped type makes a field added to
 * the contract fail the type check here until it is checked too.
 */
const FIELD_CHECKS: { [K in keyof TRuntimeConfig]-?: (value: unknown) => boolean } = {
  supportEmail: isString,
  oauthClientId: Number.isInteger,
  oauthClientSecret: isStringOrNull,
  realtimeUrl: isStringOrNull,
  marketingSiteUrl: isStringOrNull,
  production: (value) => typeof value === 'boolean',
  version: isString,
};

/** The fields of `value` that are missing or have the wrong type (none: it is a valid configuration). */
function findInvalidFields(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['(not an object)'];
  const record = value as Record<string, unknown>;
  return Object.entries(FIELD_CHECKS)
    .filter(([field, check]) => !check(record[field]))
    .map(([field]) => field);
}

/**
 * The configuration the API injects as `window.__SPONA_CONFIG__` through `/runtime-config.js`,
 * so one build runs under any configuration. Falls back to safe defaults when it is missing or malformed.
 */
export function getRuntimeConfig(): TRuntimeConfig {
  if (cached) return cached;
  const injected: unknown = (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  const invalidFields = findInvalidFields(injected);
  if (invalidFields.length > 0 && injected !== undefined) {
    console.warn('Ignoring a malformed runtime configuration; invalid fields:', invalidFields);
  }
  if (invalidFields.length > 0) {
    cached = FALLBACK_CONFIG;
  } else {
    // Only the contract's fields, as zod's parse would keep them.
    const record = injected as Record<string, unknown>;
    cached = Object.fromEntries(
      Object.keys(FIELD_CHECKS).map((field) => [field, record[field]]),
    ) as TRuntimeConfig;
  }
  return cached;
}

/** Forgets the read configuration; for tests only. */
export function resetRuntimeConfigForTests(): void {
  cached = undefined;
}
