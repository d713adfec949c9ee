import { use, type ReactNode } from 'react';
import { readIsMobile } from '../../ui/hooks/useIsMobile';
import { HydrationGate, isHydrating } from './hydrationGate';
import { isServerRendering } from './prerenderState';

/**
 * The parts a prerendered page may leave as the server rendered them, and whether the browser shows
 * each (then it hydrates it). The CSS hides the other one: the navbar's variants (SPEC §2, 768 px).
 */
const HYDRATE_WHEN = {
  'navbar-mobile': () => readIsMobile(),
  'navbar-desktop': () => !readIsMobile(),
} as const satisfies Record<string, () => boolean>;

export type THydrateWhenName = keyof typeof HYDRATE_WHEN;

/** A promise that never settles: what a boundary waits on to stay as the server rendered it. */
const NEVER = new Promise<never>(() => undefined);

/** The names the server rendered since the last call (one page's). */
const renderedOnServer = new Set<string>();

/** The HydrateWhen parts the page being prerendered has (embedded in it, app/prerender/serverRender.tsx). */
export function takeServerHydrateWhen(): string[] {
  const names = [...renderedOnServer];
  renderedOnServer.clear();
  return names;
}

/**
 * Of a prerendered page's gates (app/prerender/hydrationGate.ts), how many belong to parts this
 * browser leaves as they are: they never hydrate, so the queries wait for the others only.
 */
export function countSkippedGates(names: readonly string[]): number {
  return names.filter(
    (name) => Object.hasOwn(HYDRATE_WHEN, name) && !HYDRATE_WHEN[name as THydrateWhenName](),
  ).length;
}

/**
 * Issue 19: a part of a prerendered page the browser does not show (the desktop navbar on a phone,
 * hidden by CSS) is left as the server rendered it instead of hydrated: while the page hydrates, it
 * waits inside its own Suspense boundary (which it must be the child of) on a promise that never
 * settles, and its boundary's gate is not waited for (countSkippedGates, app/main.tsx). The page
 * removes it once it knows the width (app/navbar/Navbar.tsx). Outside hydration, and where it
 * shows, it renders its children, with their boundary's gate.
 */
export function HydrateWhen({ name, children }: { name: THydrateWhenName; children: ReactNode }) {
  if (isServerRendering) renderedOnServer.add(name);
  else if (isHydrating() && !HYDRATE_WHEN[name]()) use(NEVER);
  return (
    <>
      <HydrationGate />
      {children}
    </>
  );
}
