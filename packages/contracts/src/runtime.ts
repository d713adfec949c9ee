import { z } from 'zod';

/**
 * Runtime configuration of the web app, served by the API as `/runtime-config.js`
 * (`window.__SPONA_CONFIG__ = {...}`), so one build runs under any configuration.
 */
export const ZRuntimeConfig = z.object({
  supportEmail: z.string(),
  oauthClientId: z.number().int(),
  /** Filled by the Accounts issue; null until then. */
  oauthClientSecret: z.string().nullable(),
  /** Real-time (Echo) server URL; null means real-time is skipped with a console warning (SPEC §8). */
  realtimeUrl: z.string().nullable(),
  marketingSiteUrl: z.string().nullable(),
  production: z.boolean(),
  version: z.string(),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
export const RUNTIME_CONFIG_GLOBAL = '__SPONA_CONFIG__';
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';
