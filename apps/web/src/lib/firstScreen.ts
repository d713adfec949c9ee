/**
 * Issue 19: what a page does not need for its first screen (the real-time connection, the service
 * worker, the install and update banners, push, analytics) waits until that screen has its content,
 * so that neither its downloads nor its work come before the page's own: on a phone's connection
 * every request made before the page's largest paint delays it (docs/PERFORMANCE.md).
 */

/** How long an idle moment is waited for at most once the first screen is in. */
const IDLE_TIMEOUT_MS = 3000;

let isHeld = false;
let waiting: (() => void)[] = [];

/** The app starts (app/main.tsx): from now on, what asks for the first screen waits for it. */
export function holdUntilFirstScreen(): void {
  isHeld = true;
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(run, 0);
  }
}

/**
 * The first screen's queries are let in (app/prerender/hydrationGate.ts): once the page has loaded
 * and the main thread has an idle moment (its data rendered), what waited runs.
 */
export function releaseFirstScreen(): void {
  if (!isHeld) return;
  whenLoaded(() =>
    whenIdle(() => {
      isHeld = false;
      const runs = waiting;
      waiting = [];
      for (const run of runs) run();
    }),
  );
}

/**
 * Runs `run` once the first screen has its content; at once when it has (or outside a starting app,
 * as in unit tests). Returns what cancels it.
 */
export function afterFirstScreen(run: () => void): () => void {
  if (!isHeld) {
    run();
    return () => undefined;
  }
  let isCancelled = false;
  waiting.push(() => {
    if (!isCancelled) run();
  });
  return () => {
    isCancelled = true;
  };
}
