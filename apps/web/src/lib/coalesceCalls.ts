/** A function that runs once for a burst of calls. */
export interface CoalescedCall {
  /** Asks for a run: the first call of a burst schedules it, the calls during the wait join it. */
  call: () => void;
  /** Drops a scheduled run (the caller unmounts). */
  cancel: () => void;
}

/**
 * Runs `run` once, `waitMs` after the first of a burst of calls; calls while it waits join that run,
 * and a call after it starts the next burst. A steady stream of calls runs it at most once per `waitMs`.
 */
export function coalesceCalls(run: () => void, waitMs: number): CoalescedCall {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    call: () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        run();
      }, waitMs);
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
