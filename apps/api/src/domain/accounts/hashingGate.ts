import { Busy } from '../errors';

/**
 * argon2 runs in libuv's thread pool (4 threads by default), off the event loop. A flood of sign-ins
 * would still queue every other file and DNS operation of the process behind the hashing, so at most
 * MAX_CONCURRENT hashes run at once and at most MAX_WAITING wait; beyond that the request is refused
 * as Busy (503 with Retry-After) instead of growing an unbounded queue.
 */
const MAX_CONCURRENT = 3;
const MAX_WAITING = 32;

let running = 0;
const waiting: (() => void)[] = [];

/** Hashes running and waiting now (for tests and diagnostics). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** Runs a password hash or verification when a slot is free; throws Busy when full. */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw new Busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` stays the same.
    if (next) next();
    else running -= 1;
  }
}
