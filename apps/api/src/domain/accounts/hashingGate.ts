import PQueue from 'p-queue';
import { Busy } from '../errors';

/**
 * argon2 runs in libuv's thread pool (4 threads by default), off the event loop. A flood of sign-ins
 * would still queue every other file and DNS operation of the process behind the hashing, so at most
 * MAX_CONCURRENT hashes run at once and at most MAX_WAITING wait; beyond that the request is refused
 * as Busy (503 with Retry-After) instead of growing an unbounded queue.
 */
const MAX_CONCURRENT = 3;
const MAX_WAITING = 32;

const hashing = new PQueue({ concurrency: MAX_CONCURRENT });

/** Hashes running and waiting now (for tests and diagnostics). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running: hashing.pending, waiting: hashing.size };
}

/** Runs a password hash or verification when a slot is free; throws Busy when full. */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  // A free slot starts the work at once, so only work beyond the slots counts as waiting.
  if (hashing.size >= MAX_WAITING) throw new Busy();
  return hashing.add(work);
}
