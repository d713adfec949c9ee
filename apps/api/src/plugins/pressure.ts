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
export const MAX_DATABASE_WAITING = 10;
export const MAX_DATABASE_WAIT_MS = 100;
/** How often the event loop's delay is averaged. */
const SAMPLE_INTERVAL_MS = 100;
/** How often the database's wait is read (a cheap read of the pool): a burst goes unnoticed no longer. */
const DATABASE_CHECK_INTERVAL_MS = 25;
/** What the 503 asks the client to wait: the queue drains within a second once it stops growing. */
const RETRY_AFTER_SECONDS = 1;

export type PressureOptions = {
  database: Database;
  /** Routes (their URL pattern) always answered, e.g. the health check a load balancer polls. */
  exemptRoutes: string[];
};

/**
 * Sheds load instead of queueing it into the clients' time-outs (issue 15, finding 8): while the event
 * loop lags, or while a statement has waited too long for a database connection, a request is answered
 * at once with 503, Retry-After and the one error shape (Busy in plugins/errors.ts), before it costs
 * anything more. Database waits shed only API calls: the web app's files need no database. The exempt
 * routes always run, so a load balancer still sees a live process.
 */
export const pressurePlugin = fp<PressureOptions>(
  async (app, { database, exemptRoutes }) => {
    const exempt = new Set(exemptRoutes);
    await app.register(underPressure, {
      maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
      sampleInterval: SAMPLE_INTERVAL_MS,
      healthCheck: () => {
        const { waiting, oldestWaitMs } = database.queue();
        return Promise.resolve(waiting <= MAX_DATABASE_WAITING || oldestWaitMs <= MAX_DATABASE_WAIT_MS);
      },
      healthCheckInterval: DATABASE_CHECK_INTERVAL_MS,
      pressureHandler: (request: FastifyRequest, _reply, type) => {
        if (request.routeOptions.url !== undefined && exempt.has(request.routeOptions.url)) return;
        if (type === underPressure.TYPE_HEALTH_CHECK && !isApiPath(request.url)) return;
        // A rejection reaches the error handler like a thrown error of a route.
        return Promise.reject(new Busy(RETRY_AFTER_SECONDS));
      },
    });
  },
  { name: 'pressure', dependencies: ['errors'] },
);
