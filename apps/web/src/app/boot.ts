// Before any chunk that may load zod: its settings (lib/zodSettings.ts).
import '../lib/zodSettings';
// The styles stay in the page's <head> (render-blocking, as they must be for the first paint).
import '@mantine/core/styles.css';
import './global.css';
import { leaveForMarketingSite } from '../features/home/lib/marketingRedirect';
import { followInstallOfferEarly } from '../features/pwa/lib/earlyInstallOffer';
import { startInstallPromptCapture } from '../features/pwa/lib/installPrompt';
import { startEarlyRequests } from './earlyRequests';
import { captureEarlyTyping } from './prerender/earlyTyping';
import { readEmbeddedPrerender } from './prerender/prerenderState';

/**
 * Issue 19: the entry. A prerendered page is whole without JavaScript: the browser paints it first,
 * and the app (main.tsx: React, the page's code, hydration) starts right after that paint rather than
 * before it (the page asks for its modules then: they would compete with the first paint).
 */
function startApp(): void {
  // The page itself asks for its chunks once painted (app/prerender/preloadPage.ts, inside the page).
  void runInSteps(readEmbeddedPrerender(document)?.preload ?? [])
    .then(() => import('./main'))
    .then(({ startApp: startMain }) => startMain());
}

/**
 * Runs the page's chunks one by one, each in a task of its own, in the order the prerender lists them
 * (each after those it imports: app/prerender/pageDocument.ts). Imported all at once, the browser runs them
 * in one task: on a phone's CPU the libraries, the response schemas and the page's code held the main
 * thread for 300 ms and more (Lighthouse's total blocking time). A chunk that fails to load is left to
 * the app's own import, which reports it.
 */
async function runInSteps(scripts: readonly string[]): Promise<void> {
  for (const href of scripts) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
}

/** Resolves in a new task: the browser may paint and answer input in between. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

if (leaveForMarketingSite()) {
  // SPEC §2: a browser tab opening / in production goes to the marketing site; the app does not start.
} else {
  // The signed-in page's first data, asked for now: it downloads beside the app's code.
  startEarlyRequests(window.location);
  // The page can be typed into before the app has hydrated it: nothing typed is lost.
  captureEarlyTyping();
  // SPEC §4 install banner: the browser offers its install prompt once, early; catch it from the start,
  // and show the prerendered banner at once (features/pwa/lib/earlyInstallOffer.ts).
  startInstallPromptCapture();
  followInstallOfferEarly();
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
