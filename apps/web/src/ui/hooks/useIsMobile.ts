import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@spona/contracts';
import { isHydrating } from '../../app/prerender/hydrationGate';
import { isServerRendering } from '../../app/prerender/prerenderState';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Whether the mobile variant applies now (the width, not what a hydrating page shows). */
export function readIsMobile(): boolean {
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
  // React hydrates with the server's value wherever the component is (a banner's late boundary too).
  return useSyncExternalStore(subscribeToWidth, readIsMobile, () => false);
}

/**
 * Issue 19: whether the mobile variant applies, or undefined while a prerendered page is rendered on
 * the server and hydrated in the browser: then a first screen renders both variants, each hidden by
 * CSS where the other applies (`hiddenFrom="sm"` / `visibleFrom="sm"`: Mantine's sm is 48em, 768 px),
 * and only its own one once the width is known (right after hydration, in a transition; at once in a
 * client render). For the first screen's own components (the navbar, the messenger), which hydrate
 * within its gated boundaries (app/prerender/hydrationGate.ts); others read `useIsMobile`.
 */
export function useViewportIsMobile(): boolean | undefined {
  const [isMobile, setIsMobile] = useState<boolean | undefined>(() =>
    isServerRendering || isHydrating() ? undefined : readIsMobile(),
  );
  useEffect(() => {
    const update = () => setIsMobile(readIsMobile());
    // After hydration, the variant that does not apply goes in a transition: a render that yields to
    // the browser, where a store's change would render at once and whole (issue 19).
    startTransition(update);
    return subscribeToWidth(update);
  }, []);
  return isMobile;
}
