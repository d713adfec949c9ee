// The styles stay in the page's <head> (render-blocking, as they must be for the first paint).
import '@mantine/core/styles.css';
import './global.css';
import { leaveForMarketingSite } from '../features/home/lib/marketingRedirect';
import { startEarlyRequests } from './earlyRequests';
import { captureEarlyTyping } from './prerender/earlyTyping';
import { readEmbeddedPrerender } from './prerender/prerenderState';

/**
 * Issue 19: the entry. A prerendered page is whole without JavaScript: the browser paints it first,
 * and the app (main.tsx: React, the page's code, hydration) starts right after that paint rather than
 * before it, and asks for the page's modules then (they would compete with the first paint).
 */
function startApp(): void {
  preloadPageScripts();
  void import('./main');
}

/**
 * Links added to the page in one task: each costs the browser a few milliseconds of the main thread
 * (a phone's CPU), so a page's two dozen come in tasks of their own, none of them long.
 */
const PRELOADS_PER_TASK = 5;

/** The scripts a prerendered page names (its route's chunks), fetched beside the app's own. */
function preloadPageScripts(hrefs: readonly string[] = readEmbeddedPrerender(document)?.preload ?? []): void {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const rest = hrefs.slice(PRELOADS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadPageScripts(rest), 0);
}

if (leaveForMarketingSite()) {
  // SPEC §2: a browser tab opening / in production goes to the marketing site; the app does not start.
} else {
  // The signed-in page's first data, asked for now: it downloads beside the app's code.
  startEarlyRequests(window.location);
  // The page can be typed into before the app has hydrated it: nothing typed is lost.
  captureEarlyTyping();
  startAfterFirstPaint();
}

function startAfterFirstPaint(): void {
  if (document.visibilityState === 'hidden') {
    // A tab opened in the background paints nothing, and would never run a frame callback.
    startApp();
  } else {
    // The frame callback runs before the next paint; the task it queues runs after it.
    requestAnimationFrame(() => setTimeout(startApp, 0));
  }
}
