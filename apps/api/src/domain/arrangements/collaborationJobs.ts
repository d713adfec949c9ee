import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrangements } from '../../db/schema';
import { RuleViolation } from '../errors';
import { lockForOperation, recordChange, type RecordedChange } from './changeArrangement';

/** Arrangements one run of a job handles at most; the next run takes the rest. */
const JOB_BATCH = 100;

/** What a job changed, for the caller to announce after the commits. */
export type JobChange = RecordedChange;

/**
 * Issue 16: requests still REQUESTED at their expires_at become EXPIRED (SYSTEM's EXPIRE of the state
 * machine), both parties are notified. Safe with several processes: each arrangement changes in its
 * own transaction under its row lock, and a process that comes second is refused by the state machine
 * (the status is no longer REQUESTED) and skips it. `now` is the clock (tests pass a later one).
 */
export async function expireRequests(db: Db, now = new Date()): Promise<JobChange[]> {
  const due = await db
    .select({ id: arrangements.id })
    .from(arrangements)
    .where(and(eq(arrangements.status, 'REQUESTED'), lte(arrangements.expiresAt, now)))
    .orderBy(asc(arrangements.expiresAt))
    .limit(JOB_BATCH);
  const changes: JobChange[] = [];
  for (const { id } of due) {
    const change = await skipRefused(() =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const locked = await lockForOperation(tx, id, 'SYSTEM', 'EXPIRE', now);
        return recordChange(tx, locked, 'SYSTEM', [], [{ kind: 'ARRANGEMENT_EXPIRED', to: 'BOTH' }], now);
      }),
    );
    if (change) changes.push(change);
  }
  return changes;
}

/** A job's step refused by the state machine (another process or a participant came first) is skipped. */
export async function skipRefused<T>(step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof RuleViolation) return undefined;
    throw err;
  }
}
