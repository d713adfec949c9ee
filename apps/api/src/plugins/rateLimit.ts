import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { API_BASE_PATH } from '@spona/contracts';
import type { DeploymentRedis } from '../adapters/redis/redis';
import { AppError } from '../http/AppError';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each route's limit by `METHOD url` (false: an exempt path), as this plugin gave it. */
    routeRateLimits: ReadonlyMap<string, RateLimitOptions | false>;
  }
}

const MINUTE = 60_000;

/** A route's limit: `max` requests in `timeWindow` milliseconds, counted by the library's options. */
export type RouteLimit = RateLimitOptions & { max: number; timeWindow: number };

/** Per signed-in user, else per IP address (an IPv6 /64 counts as one address, as in the library). */
const userOrAddress = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `ip:${normalizeIP(request.ip)}`;

/**
 * A limit per IP address, counted in onRequest before anything else runs: the routes that cost a
 * password hash or send a mail, which anonymous callers reach.
 */
function perAddress(max: number, timeWindow: number): RouteLimit {
  return { max, timeWindow, hook: 'onRequest' };
}

/**
 * A limit per signed-in user (per IP address for anonymous callers), so that colleagues behind one
 * office address do not share a budget. By default it runs in preParsing, after the auth plugin's hook
 * of the same phase has read the token, and before a large body is parsed. With `countsInvalid: false`
 * it runs in preHandler instead: a request refused for its input (400) has cost nothing and is not
 * counted, so a client correcting its mistakes keeps its budget.
 */
function perUser(
  max: number,
  timeWindow: number,
  { countsInvalid = true }: { countsInvalid?: boolean } = {},
): RouteLimit {
  return { max, timeWindow, hook: countsInvalid ? 'preParsing' : 'preHandler', keyGenerator: userOrAddress };
}

/** The messenger's bodies are small JSON: only requests that pass validation count. */
const validOnly = { countsInvalid: false };

/**
 * The one table of routes whose limit is not the default (a route names its entry in
 * `config.rateLimit`). Every route has its own counters: two routes on one entry do not share them.
 */
export const ROUTE_LIMITS = {
  // Sign-in, registration and the mails of accounts: per address, in front of hashing and mail.
  token: perAddress(60, MINUTE),
  register: perAddress(30, 10 * MINUTE),
  challenge: perAddress(60, 10 * MINUTE),
  availability: perAddress(120, MINUTE),
  mail: perAddress(10, 10 * MINUTE),
  passwordCheck: perAddress(30, 10 * MINUTE),
  /** Image uploads: each one costs a decode and two encodes. */
  upload: perAddress(120, MINUTE),
  /**
   * The messenger's writes. Far above what a person does by hand (two messages a second, a request
   * every ten seconds), low enough that a script cannot flood a conversation, the support desk's
   * problem reports or other users' inboxes.
   */
  messageSend: perUser(120, MINUTE, validOnly),
  arrangementRequest: perUser(60, 10 * MINUTE, validOnly),
  arrangementChange: perUser(120, MINUTE, validOnly),
  arrangementReport: perUser(30, 10 * MINUTE, validOnly),
  /**
   * Issue 20: building shortlists and campaigns is many small clicks; a send makes up to
   * CAMPAIGN_MAX_CREATORS requests at once, so it counts far fewer than a single request.
   */
  shortlists: perUser(300, MINUTE, validOnly),
  campaigns: perUser(300, MINUTE, validOnly),
  campaignSend: perUser(10, 10 * MINUTE, validOnly),
  /** Issue 20: saving and deleting searches; the digest's unsubscribe link, per address (no sign-in). */
  savedSearches: perUser(120, MINUTE, validOnly),
  unsubscribe: perAddress(30, MINUTE),
  /**
   * Bug reports are rare; the limit keeps the table and the disk sane. Counted before the body (up to
   * a 5 MB screenshot) is read, so a flood costs no parsing.
   */
  bugReport: perUser(30, 10 * MINUTE),
  /** Dashboard reads are cheap but polled. */
  dashboard: perUser(300, MINUTE),
  /** A browser subscribes to web push once per page load at most. */
  subscriptions: perUser(60, MINUTE),
  /** Anonymous visitors may send analytics events: the limit keeps the table sane. */
  analytics: perUser(120, MINUTE),
  /** The install banner may log anonymously: the limit keeps the event log sane. */
  eventLog: perAddress(120, MINUTE),
  /**
   * Uploaded images and initials avatars: a page of search results shows dozens, and browsers cache
   * them for a year; the limit only bounds a script (initials are drawn when not cached).
   */
  files: perAddress(3000, MINUTE),
} satisfies Record<string, RouteLimit>;

/**
 * Routes without any limit, by path: the load balancer's health probe, and the web app's shell and
 * files (the built files under `/*` and `/runtime-config.js`, which every page load asks for; index.html
 * itself is the not-found handler, no route). Nothing else may opt out.
 */
export const RATE_LIMIT_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  `${API_BASE_PATH}/health`,
  '/*',
  '/runtime-config.js',
]);

/**
 * The limit of every route without an entry in ROUTE_LIMITS: per user (per address for anonymous
 * callers) and per route, far above what a person or the web app does (`RATE_LIMIT_DEFAULT_MAX` a
 * minute, config.ts), so that public search and profiles cannot be scraped or flooded without end.
 */
export function defaultRouteLimit(maxPerMinute: number): RouteLimit {
  return perUser(maxPerMinute, MINUTE);
}

/** The limit a route gets: its own, the default, or none for an exempt path. */
function limitOf(route: RouteOptions, defaultLimit: RouteLimit): RateLimitOptions | false {
  const own = route.config?.rateLimit;
  if (own === false) {
    throw new Error(`${route.url}: only the paths of RATE_LIMIT_EXEMPT_PATHS go without a rate limit`);
  }
  if (RATE_LIMIT_EXEMPT_PATHS.has(route.url)) return false;
  return own ?? defaultLimit;
}

/**
 * Rate limits with @fastify/rate-limit on every route (finding 9 of issue 15): the route's entry of
 * ROUTE_LIMITS, else the default. Counters in Redis when REDIS_URL is set (shared by every process of
 * the deployment; the connection is closed with the others by server.ts), in memory otherwise. 429
 * answers carry Retry-After and the one error shape. A 503 of the hashing cap gets Retry-After too.
 */
export const rateLimitPlugin = fp(
  async (app, options: { redis: DeploymentRedis | undefined; defaultMaxPerMinute: number }) => {
    const defaultLimit = defaultRouteLimit(options.defaultMaxPerMinute);
    const routeRateLimits = new Map<string, RateLimitOptions | false>();
    app.decorate('routeRateLimits', routeRateLimits);
    // Before the library's own onRoute hook, which reads `config.rateLimit`: every route gets an object,
    // and so counters of its own (the library's global default would share one counter across routes).
    app.addHook('onRoute', (route) => {
      const limit = limitOf(route, defaultLimit);
      route.config = { ...route.config, rateLimit: limit };
      for (const method of [route.method].flat()) routeRateLimits.set(`${method} ${route.url}`, limit);
    });

    const redis = options.redis?.connect('rate limits', { maxRetriesPerRequest: 1 });
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      // This deployment's counters only (adapters/redis/redis.ts); unused by the in-memory store.
      nameSpace: options.redis?.name('rate-limit:') ?? 'rate-limit:',
      // A Redis outage must not take sign-in down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'errors.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });

    app.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
    });
  },
  { name: 'rate-limit', dependencies: ['request-context'] },
);
