import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable of the API, read once and validated (ARCHITECTURE.md, Configuration).
 * A bad value stops the process with a message that names the variable.
 */
const ZUrl = (protocols: string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Origin of the links in mails; unset: http://localhost:${PORT}, so a server on another port links to itself. */
  PUBLIC_URL: ZUrl(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: ZUrl(['postgres', 'postgresql']).optional(),
  /** PostgreSQL schema to use instead of public (isolated test runs). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .optional(),
  REDIS_URL: ZUrl(['redis', 'rediss']).optional(),
  /**
   * The namespace of every Redis key and pub/sub channel of this deployment. Unset: derived from the
   * database (adapters/redis/redis.ts), so that deployments sharing one Redis never share events or
   * counters and the processes of one deployment always do.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'must be 1 to 64 letters, digits, _ . : or -')
    .optional(),
  SMTP_URL: ZUrl(['smtp', 'smtps']).optional(),
  OAUTH_CLIENT_SECRET: z.string().min(16).optional(),
  MARKETING_SITE_URL: ZUrl(['http', 'https']).optional(),
  /** RSS 2.0 or Atom feed of the home page's latest-blog section; unset: the section is hidden. */
  BLOG_FEED_URL: ZUrl(['http', 'https']).optional(),
  SUPPORT_EMAIL: z.email().default('support@spona.local'),
  /** Directory of the built web app; served when it exists. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Load the demo data into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which direct peers may say who the client is (X-Forwarded-For): addresses or CIDR ranges, comma
   * separated, or the names loopback, linklocal and uniquelocal; `true` trusts anyone, `false` nobody.
   * The default trusts a proxy on this machine only: a peer on a Docker bridge or the LAN is a private
   * address too, and trusting every private address let such a client name itself by X-Forwarded-For
   * and dodge every per-address limit. A load balancer elsewhere is named here (README).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9A-Za-z.:/, ]+)$/, 'must be true, false or a list of addresses and ranges')
    .default('loopback')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
  /**
   * Web push (issue 7): the VAPID key pair, base64url (public: the 65-byte uncompressed P-256 point,
   * private: the 32-byte scalar). Both or neither; unset: generated into DATA_DIR/vapid.json.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url uncompressed P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  /**
   * Web push to endpoints on this machine or the local network (a stand-in push service of tests and
   * development). Unset: allowed outside production only; in production pushes go to public hosts.
   */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(['true', 'false']).optional(),
  /**
   * Issue 18: read portfolio links' pages (and their pictures) on this machine or the local network,
   * for tests that serve pages locally. Unset: refused everywhere; a link is someone else's choice.
   */
  LINK_PREVIEW_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Requests a minute that one user (or one address, for anonymous callers) may send to one route
   * without a limit of its own (plugins/rateLimit.ts). Far above what the web app sends; a benchmark
   * or load script on one address raises it.
   */
  RATE_LIMIT_DEFAULT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /**
   * Answer 503 with Retry-After while the process is overloaded (plugins/pressure.ts). Unset: on, except
   * under NODE_ENV=test, where a test's burst of set-up calls on a busy machine is no overload.
   */
  SHED_LOAD: z.enum(['true', 'false']).optional(),
  /**
   * Issue 17: the local channel of `npm run staff` to the running server, a Unix socket at
   * DATA_DIR/staff.sock (adapters/staffChannel). Unset: on, except under NODE_ENV=test.
   */
  STAFF_SOCKET: z.enum(['true', 'false']).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string | undefined;
  smtpUrl: string | undefined;
  oauthClientSecret: string | undefined;
  marketingSiteUrl: string | undefined;
  blogFeedUrl: string | undefined;
  supportEmail: string;
  webDistDir: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  trustProxy: boolean | string;
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  pushAllowPrivateEndpoints: boolean;
  linkPreviewAllowPrivateHosts: boolean;
  rateLimitDefaultMax: number;
  shedLoad: boolean;
  staffSocket: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the configuration; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // npm runs workspace scripts inside the workspace; relative paths mean the caller's directory.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    marketingSiteUrl: e.MARKETING_SITE_URL,
    blogFeedUrl: e.BLOG_FEED_URL,
    supportEmail: e.SUPPORT_EMAIL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    pushAllowPrivateEndpoints:
      e.PUSH_ALLOW_PRIVATE_ENDPOINTS === undefined
        ? e.NODE_ENV !== 'production'
        : e.PUSH_ALLOW_PRIVATE_ENDPOINTS === 'true',
    linkPreviewAllowPrivateHosts: e.LINK_PREVIEW_ALLOW_PRIVATE_HOSTS,
    rateLimitDefaultMax: e.RATE_LIMIT_DEFAULT_MAX,
    shedLoad: e.SHED_LOAD === undefined ? e.NODE_ENV !== 'test' : e.SHED_LOAD === 'true',
    staffSocket: e.STAFF_SOCKET === undefined ? e.NODE_ENV !== 'test' : e.STAFF_SOCKET === 'true',
  };
}
