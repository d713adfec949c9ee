import { readEmbeddedPrerender } from './prerenderState';

/**
 * Issue 19: asks for a prerendered page's chunks once the page is painted. Written into the page itself
 * (apps/web/build/inlinePreload.ts, bundled on its own: it shares no module instance with the app), not
 * loaded from a file: asked for by the entry (app/boot.ts), the chunks waited for the entry's own
 * download first, a round trip more before the app could start on a phone's connection. After the first
 * paint, so they do not compete with it; the entry runs them, in order.
 */

/**
 * Links added to the page in one task: each costs the browser a few milliseconds of the main thread
 * (a phone's CPU), so a page's two dozen come in tasks of their own, none of them long.
 */
const LINKS_PER_TASK = 5;

/** Adds a `modulepreload` link for each of `hrefs`, LINKS_PER_TASK per task. */
function preloadScripts(doc: Document, hrefs: readonly string[]): void {
  for (const href of hrefs.slice(0, LINKS_PER_TASK)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
  const rest = hrefs.slice(LINKS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadScripts(doc, rest), 0);
}

const preloadPage = () => preloadScripts(document, readEmbeddedPrerender(document)?.preload ?? []);

/**
 * Runs `then` once the page has painted its content (the first contentful paint, as the browser
 * reports it), in a task of its own; at once in a tab in the background, which paints nothing. Without
 * paint timing, after the first frame.
 */
function afterContentfulPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') return then();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterContentfulPaint(preloadPage);
