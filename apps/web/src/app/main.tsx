// The app, started by boot.ts (which brings the styles and zod's settings) once its chunks have run.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLoggedIn } from '../lib/authStorage';
import { forgetEmbeddedAnswers, hasEmbeddedAnswers } from '../lib/embeddedAnswers';
import { loadResponseSchemas } from '../lib/loadResponseSchemas';
import { hasConsent } from '../lib/consent';
import { applyDocumentLanguage, syncLocaleCookie } from '../lib/language';
import { getCurrentLocale, prepareI18n } from '../lib/i18n';
import { App } from './App';
import { isSamePrerenderState, readEmbeddedPrerender } from './prerender/prerenderState';
import { holdQueriesUntilHydrated, markAppReady } from './prerender/hydrationGate';
import { countSkippedGates } from './prerender/HydrateWhen';
import { preloadRenderedModules } from './prerender/renderedModules';
import { preloadRoutePages } from './routes';
import { holdUntilFirstScreen } from '../lib/firstScreen';

const container = document.getElementById('root');

/**
 * Issue 19: a prerendered page is hydrated when it was rendered for this browser's state (language,
 * signed in, consent); otherwise (a cookie that disagrees with the storage, an earlier visit's page
 * from the service worker) the app renders afresh over it.
 */
const prerendered = readEmbeddedPrerender(document);

function canHydrate(): boolean {
  if (!prerendered || !container?.firstElementChild) return false;
  return isSamePrerenderState(prerendered.state, {
    locale: getCurrentLocale(),
    isSignedIn: isLoggedIn(),
    hasConsent: hasConsent(),
  });
}

function renderApp(): void {
  if (!container) return;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // How the page started, for the end-to-end tests (a prerendered page is hydrated, never redone).
  const isHydrating = canHydrate();
  document.documentElement.dataset.start = isHydrating ? 'hydrated' : 'rendered';
  if (isHydrating) {
    holdQueriesUntilHydrated((prerendered?.gates ?? 0) - countSkippedGates(prerendered?.skippable ?? []));
    // In a transition, hydration yields to the browser every few milliseconds (a time-sliced lane)
    // instead of holding the main thread for the whole page: the page answers input meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  // Rendered afresh, the page asks the network for everything (the answers were for the server's page).
  forgetEmbeddedAnswers();
  const root = createRoot(container);
  startTransition(() => root.render(app));
  markAppReady();
}

/**
 * Issue 19: starts the app; the entry (app/boot.ts) calls it once the page's chunks have run, each in
 * a task of its own, so that nothing here waits for code (importing this module starts nothing).
 */
export function startApp(): void {
  if (!container) throw new Error('index.html has no #root element');
  // What the first screen does not need waits until it has its content (lib/firstScreen.ts).
  holdUntilFirstScreen();
  applyDocumentLanguage(getCurrentLocale());
  // The server (and the service worker) pick the prerendered page's language by this cookie: the
  // language this browser shows, stored or its own, so the next page is the one it hydrates.
  syncLocaleCookie(getCurrentLocale());
  // The first language's messages arrive as a chunk of their own (lib/i18n.ts), the page's code beside
  // them; render (or hydrate the prerendered page) once both are in. One more try covers a dropped
  // request; after that the app renders anyway rather than stay blank.
  // A prerendered page names every lazy module it rendered: all of them load before it hydrates.
  // The server may have rendered it with public answers (lib/embeddedAnswers.ts): the queries start with
  // them, checked by their schemas.
  const pagesLoaded = Promise.all([
    preloadRoutePages(window.location.pathname),
    prerendered ? preloadRenderedModules(prerendered.modules) : undefined,
    hasEmbeddedAnswers() ? loadResponseSchemas() : undefined,
  ]);
  Promise.all([
    prepareI18n()
      .catch(() => prepareI18n())
      .catch((error: unknown) => console.error('The interface texts could not be loaded', error)),
    pagesLoaded,
  ]).finally(renderApp);
}
