import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  autoApproveDeliveries,
  expireRequests,
  remindAutoApprovals,
  remindExpiringRequests,
  type JobChange,
} from '../../domain/arrangements/collaborationJobs';
import { createAnnouncer, type MessengerDeps } from '../../realtime/announcer';
import type { Job } from './scheduler';

/** Issue 16: the collaboration's jobs run every minute. */
const COLLABORATION_JOB_EVERY_MS = 60_000;

/**
 * Issue 16: the jobs of the collaboration (requests expire, deliveries are approved by themselves, and
 * the reminders before each), every minute. Each change is announced after its commit through the
 * announcer, as a route announces its own (ArrangementEvent CHANGED to both parties, the thread lines,
 * the notices mailed and pushed); a reminder changes no status but still tells both dashboards.
 * `drain` waits for the mails and pushes started (the server's close).
 */
export function collaborationJobs(deps: MessengerDeps, log: FastifyBaseLogger) {
  const announce = createAnnouncer(deps, log);
  const { db } = deps.database;
  const announced =
    (step: (db: Db, now: Date) => Promise<JobChange[]>) =>
    async (now = new Date()): Promise<number> => {
      const changes = await step(db, now);
      for (const { arrangement, messages, notices } of changes) {
        await announce.changedArrangement(arrangement, messages, notices);
      }
      return changes.length;
    };
  const every = (name: string, step: (db: Db, now: Date) => Promise<JobChange[]>): Job => ({
    name,
    everyMs: COLLABORATION_JOB_EVERY_MS,
    run: announced(step),
  });
  const jobs: Job[] = [
    every('expire-requests', expireRequests),
    every('remind-expiring-requests', remindExpiringRequests),
    every('remind-auto-approvals', remindAutoApprovals),
    every('auto-approve-deliveries', autoApproveDeliveries),
  ];
  return { jobs, drain: () => announce.drain() };
}
