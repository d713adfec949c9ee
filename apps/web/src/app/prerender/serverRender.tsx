/**
 * Issue 19: the prerender's entry (built for Node by `vite build --ssr`, run by apps/web/build/
 * prerender.ts): renders one address of the app for one state (language, signed in or not, consent)
 * with React's static rendering, as the browser will render it before any data arrives (queries
 * pending, skeletons), so that the browser hydrates it without a difference.
 */
import { type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from '../App';
import { createQueryClient } from '../queryClient';
import { i18n, loadLocale } from '../../lib/i18n';
import { titleKindOf } from '../../ui/hooks/usePageTitle';
import { setServerPrerenderState, type PrerenderState } from './prerenderState';
import { takeServerGateCount } from './hydrationGate';
import { takeServerHydrateWhen } from './HydrateWhen';
import { takeRenderedModules } from './renderedModules';
import { setServerAnswers, type TEmbeddedAnswers } from '../../lib/embeddedAnswers';
import { loadResponseSchemas } from '../../lib/loadResponseSchemas';
import { writePageDocument, type Manifest } from './pageDocument';

export { publicAnswersOf } from '../earlyRequests';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The document title the page sets (SPEC §2). */
  title: string;
  /**
   * The lazy modules it rendered, by file name (their chunks are preloaded with the page), and the
   * text groups beyond the shell it needed (`texts:features`).
   */
  modules: string[];
  /** The hydration gates it rendered (app/prerender/hydrationGate.ts). */
  gates: number;
  /** The parts the browser may leave as they are, each with a gate (app/prerender/HydrateWhen.tsx). */
  skippable: string[];
}

/**
 * Renders `url` for `state`; with `answers` (public answers by API address, lib/embeddedAnswers.ts),
 * the queries that ask for them render their data, as the browser will hydrate it.
 */
export async function renderPage(
  url: string,
  state: PrerenderState,
  answers?: TEmbeddedAnswers,
): Promise<RenderedPage> {
  setServerPrerenderState(state);
  // The reference data's schemas load with the app's first call; a page rendered with it needs them now.
  if (answers) await loadResponseSchemas();
  setServerAnswers(answers ?? null);
  takeRenderedModules();
  await loadLocale(state.locale);
  await i18n.changeLanguage(state.locale);
  const errors: unknown[] = [];
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const app = () => <AppTree queryClient={createQueryClient()} router={router} />;
  // The static prerender waits for every lazy page and component the address renders; it writes
  // what suspended as a boundary filled by an inline script, which the app's CSP refuses. So once
  // everything is loaded, the page is rendered again in one pass, every boundary in place.
  const { prelude } = await prerender(app(), {
    onError: (error) => {
      errors.push(error);
    },
  });
  await new Response(prelude).text();
  takeRenderedModules();
  takeServerGateCount();
  takeServerHydrateWhen();
  // An error inside a boundary leaves it to the browser (`<!--$!-->`, refused below); outside, it throws.
  const html = renderToString(app());
  setServerPrerenderState(null);
  setServerAnswers(null);
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${url} failed`);
  if (/<!--\$[?!]-->|<script/.test(html)) {
    throw new Error(`prerendering ${url} left a boundary to the browser (a suspense without its data?)`);
  }
  return {
    html,
    title: i18n.t(`documentTitle.${titleKindOf(new URL(url, 'http://spona.local').pathname)}`),
    modules: takeRenderedModules(),
    gates: takeServerGateCount(),
    skippable: takeServerHydrateWhen(),
  };
}

/**
 * The whole document of `url` for `state` (app/prerender/pageDocument.ts) from the build's index.html
 * and manifest: the build's prerender writes every page's shell with it, and the server (apps/api/src/
 * plugins/pageRenderer.ts) a page with its public `answers` at request time.
 */
export async function renderDocument(
  template: string,
  manifest: Manifest,
  url: string,
  state: PrerenderState,
  answers?: TEmbeddedAnswers,
): Promise<string> {
  return writePageDocument(template, manifest, await renderPage(url, state, answers), state, answers);
}
