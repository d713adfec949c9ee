import type { TPrerenderState } from '@spona/contracts';

/**
 * Issue 19: what a prerendered page was rendered for (contracts). The server picks the HTML by the
 * `auth`, `locale` and `consent` cookies (apps/api/src/plugins/webApp.ts); the page carries the state
 * it was rendered with, and the client hydrates it only when its own state is the same (app/main.tsx).
 */
export type PrerenderState = TPrerenderState;

/** The id of the `<script type="application/json">` that carries a page's PrerenderState. */
export const PRERENDER_STATE_ELEMENT_ID = 'spona-prerender';

/**
 * The auth record a signed-in shell is rendered with on the server: the page reads only that someone
 * is signed in (never the token itself while rendering), and the client hydrates with its own record.
 */
const SIGNED_IN_PLACEHOLDER = JSON.stringify({
  access_token: 'prerendered',
  refresh_token: 'prerendered',
  expiresDate: new Date(0).toUTCString(),
});

let serverState: PrerenderState | null = null;

/** Set by the prerender (app/prerender/serverRender.tsx) before each page it renders. */
export function setServerPrerenderState(state: PrerenderState | null): void {
  serverState = state;
}

/** True while React renders on the server (the build's prerender), where there is no window. */
export const isServerRendering = typeof window === 'undefined';

/**
 * The state the page being rendered on the server stands for; null in the browser. Read through the
 * `getServerSnapshot` of the stores the first screen depends on (auth, consent).
 */
export function getServerPrerenderState(): PrerenderState | null {
  return serverState;
}

/** The raw auth record the server renders with (null: logged out). */
export function serverAuthSnapshot(): string | null {
  return serverState?.isSignedIn ? SIGNED_IN_PLACEHOLDER : null;
}

/** Whether the server renders the page for a visitor who accepted the consent (no banner). */
export function serverConsentSnapshot(): boolean {
  return serverState?.hasConsent ?? true;
}

function isPrerenderState(value: unknown): value is PrerenderState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.locale === 'hr' || record.locale === 'en') &&
    typeof record.isSignedIn === 'boolean' &&
    typeof record.hasConsent === 'boolean'
  );
}

/** What a prerendered page carries: its state, and the lazy modules it rendered (by name). */
export interface EmbeddedPrerender {
  state: PrerenderState;
  modules: string[];
  /** Its Suspense boundaries' hydration gates (app/prerender/hydrationGate.ts). */
  gates: number;
  /** The parts with a gate the browser may leave as they are (app/prerender/HydrateWhen.tsx). */
  skippable: string[];
  /** The build's scripts its route needs, preloaded once it is painted and run in order (app/boot.ts). */
  preload: string[];
}

/** What a prerendered page in `doc` was rendered with; null when the page was not prerendered. */
export function readEmbeddedPrerender(doc: Document): EmbeddedPrerender | null {
  const element = doc.getElementById(PRERENDER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const value = JSON.parse(element.textContent) as Record<string, unknown>;
    if (!isPrerenderState(value.state)) return null;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    const modules = strings(value.modules);
    // Only the build's own files.
    const assets = (list: unknown) => strings(list).filter((href) => href.startsWith('/assets/'));
    const gates = typeof value.gates === 'number' && Number.isInteger(value.gates) ? value.gates : 0;
    return {
      state: value.state,
      modules,
      gates,
      skippable: strings(value.skippable),
      preload: assets(value.preload),
    };
  } catch {
    return null;
  }
}

/** Whether a page prerendered for `rendered` shows what the browser's own state `actual` shows. */
export function isSamePrerenderState(rendered: PrerenderState, actual: PrerenderState): boolean {
  return (
    rendered.locale === actual.locale &&
    rendered.isSignedIn === actual.isSignedIn &&
    rendered.hasConsent === actual.hasConsent
  );
}
