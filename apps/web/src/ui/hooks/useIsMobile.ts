import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@spona/contracts';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function readIsMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

function subscribeToWidth(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * SPEC §2: the mobile variant applies below 768 px. Read on the first render, so nothing flashes.
 * Issue 19: false while a prerendered page renders on the server and hydrates; what the first screen
 * shows differently on a phone reads `useViewportIsMobile` instead.
 */
export function useIsMobile(): boolean {
  return useViewportIsMobile() ?? false;
}

/**
 * Issue 19: whether the mobile variant applies, or undefined while a prerendered page is rendered on
 * the server and hydrated in the browser: then a first screen renders both variants, each hidden by
 * CSS where the other applies (`hiddenFrom="sm"` / `visibleFrom="sm"`: Mantine's sm is 48em, 768 px),
 * and only its own one once the width is known (right after hydration; at once in a client render).
 */
export function useViewportIsMobile(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribeToWidth, readIsMobile, () => undefined);
}
