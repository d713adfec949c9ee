import underPressure from '@fastify/under-pressure';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { Busy } from '../domain/errors';
import { isApiPath } from './errors';

/** The event loop's mean delay past which the process answers 503 at once instead of queueing. */
export const MAX_EVENT_LOOP_DELAY_MS = 200;
/**
 * API calls answer 503 while more than this many statements wait for a database connection and the
 * first has waited longer than MAX_DATABASE_WAIT_MS: a queue both long and slow is an overload, while
 * one long statement (a VACUUM, a big transaction) with a few others behind it is not.
 */
// Above what the pages of a few users opening at once queue on PGlite's one connection (a dashboard
// asks eight calls): seen as 503s in the e2e suite's two browsers at 10.
export const MAX_DATABASE_WAITING = 32;
export const MAX_DATABASE_WAIT_MS = 100;
/**
 * Many API calls in flight while the event loop was busy this share of the last sample: the process
 * cannot keep up, and what it takes in waits in its socket buffers, unseen by the delay's mean (many
 * short turns). Only with more than MIN_REQUESTS_IN_FLIGHT: one user's page opening a dozen calls at
 * once may fill a tenth of a second too, and that is no overload.
 */
export const MAX_EVENT_LOOP_UTILIZATION = 0.9;
export const MIN_REQUESTS_IN_FLIGHT = 32;
/** How often the event loop's delay and utilization are measured. */
const SAMPLE_INTERVAL_MS = 100;
/** How often the database's queue and the requests in flight are read (cheap): a burst goes unnoticed no longer. */
const CHECK_INTERVAL_MS = 25;
/**
 * How long one of the conditions must hold before calls are shed: an overload lasts, while one slow
 * turn (a garbage collection, the machine lending the core to someone else for a moment) is over
 * before a retry could help, and shedding it refused an ordinary user's page on a busy CI machine.
 */
export const SUSTAINED_PRESSURE_MS = 300;
/** What the 503 asks the client to wait: the queue drains within a second once it stops growing. */
const RETRY_AFTER_SECONDS = 1;

export type PressureOptions = {
  database: Database;
  /** Routes (their URL pattern) always answered, e.g. the health check a load balancer polls. */
  exemptRoutes: string[];
};

/**
 * Sheds load instead of queueing it into the clients' time-outs (issue 15, finding 8): while the event
 * loop lags, while the database's queue is long and slow, or while many API calls are in flight on a
 * saturated event loop, an API call is answered at once with 503, Retry-After and the one error shape
 * (Busy in plugins/errors.ts), before it costs anything more. The exempt routes always run, so a load
 * balancer still sees a live process.
 */
export const pressurePlugin = fp<PressureOptions>(
  async (app, { database, exemptRoutes }) => {
    const exempt = new Set(exemptRoutes);
    let requestsInFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      requestsInFlight += 1;
      // A response's close comes whether it was sent or the client went away first.
      reply.raw.once('close', () => (requestsInFlight -= 1));
    });
    /** Since when the process has been falling behind without a break (null: it is keeping up). */
    let behindSince: number | null = null;
    const isKeepingUp = () => {
      const now = performance.now();
      if (isKeepingUpNow()) {
        behindSince = null;
        return true;
      }
      behindSince ??= now;
      return now - behindSince < SUSTAINED_PRESSURE_MS;
    };
    const isKeepingUpNow = () => {
      const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
      // under-pressure reports Infinity for a sample in which no turn was measured: a loop blocked all
      // along (busy), or one asleep all along (idle), which its own delay limit refused too, failing the
      // first call after a quiet moment. The utilization tells the two apart.
      const isLagging = Number.isFinite(eventLoopDelay)
        ? eventLoopDelay > MAX_EVENT_LOOP_DELAY_MS
        : eventLoopUtilized > MAX_EVENT_LOOP_UTILIZATION;
      if (isLagging) return false;
      const { waiting, oldestWaitMs } = database.queue();
      if (waiting > MAX_DATABASE_WAITING && oldestWaitMs > MAX_DATABASE_WAIT_MS) return false;
      return requestsInFlight <= MIN_REQUESTS_IN_FLIGHT || eventLoopUtilized <= MAX_EVENT_LOOP_UTILIZATION;
    };
    await app.register(underPressure, {
      // The delay and the utilization are measured by under-pressure and judged here (isKeepingUp).
      sampleInterval: SAMPLE_INTERVAL_MS,
      // The utilization of the last sample, not since the start (under-pressure's default).
      eventLoopUtilizationMode: 'interval',
      // Not under-pressure's own utilization limit: it would shed one user's burst as well.
      healthCheck: () => Promise.resolve(isKeepingUp()),
      healthCheckInterval: CHECK_INTERVAL_MS,
      pressureHandler: (request: FastifyRequest) => {
        // The web app's files are cheap and need no database; refused, they broke the app's lazily
        // loaded pages in the middle of a session (a failed dynamic import), so only API calls are shed.
        if (!isApiPath(request.url)) return;
        if (request.routeOptions.url !== undefined && exempt.has(request.routeOptions.url)) return;
        // A rejection reaches the error handler like a thrown error of a route.
        return Promise.reject(new Busy(RETRY_AFTER_SECONDS));
      },
    });
  },
  { name: 'pressure', dependencies: ['errors'] },
);
