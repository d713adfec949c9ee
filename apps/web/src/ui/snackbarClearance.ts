/**
 * Issue 16: what the snackbar must never cover, registered by the components that own it (the
 * messenger's composer, the banners along the bottom edge). The snackbar sits above the highest of them.
 */
const elements = new Set<HTMLElement>();
const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

export const snackbarClearance = {
  /** Keeps the snackbar above `element` until the returned function is called. */
  add(element: HTMLElement): () => void {
    elements.add(element);
    notify();
    return () => {
      if (elements.delete(element)) notify();
    };
  },
  elements: (): HTMLElement[] => [...elements],
  /** Changes with every element added or removed (for useSyncExternalStore). */
  getVersion: (): number => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /**
   * How far above the bottom of the viewport the snackbar must sit, in px: up to the top of the
   * highest registered element on screen (0 when none shows).
   */
  measure(viewportHeight: number = window.innerHeight): number {
    let clearance = 0;
    for (const element of elements) {
      const { top, bottom, height } = element.getBoundingClientRect();
      const isOnScreen = height > 0 && bottom > 0 && top < viewportHeight;
      if (isOnScreen) clearance = Math.max(clearance, viewportHeight - top);
    }
    return Math.round(clearance);
  },
};
