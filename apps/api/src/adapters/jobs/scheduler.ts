import type { FastifyBaseLogger } from 'fastify';

/**
 * A job on a timer. `run` takes the clock as `now` where the job has one (issue 16: tests run the
 * collaboration's jobs through `app.jobs` at a later time); the timer calls it without.
 */
export type Job = { name: string; everyMs: number; run: (now?: Date) => Promise<unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs this process runs on timers (server.ts), to run one at once (tests). */
    jobs: readonly Job[];
  }
}

/**
 * ARCHITECTURE.md (Jobs): in-process jobs on a timer. Each job must be safe when several processes
 * run it at once (idempotent statements or row locks); a run never overlaps the previous one of the
 * same process, and a failure is logged, not thrown. Returns a function that stops every timer.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      job
        .run()
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
