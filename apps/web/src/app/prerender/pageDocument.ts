/**
 * Issue 19: a page's whole document from the app's index.html: the rendered `#root`, its title and
 * language, its route's styles in the head, its state and scripts for the entry (app/boot.ts), and the
 * public answers it was rendered with, if any (lib/embeddedAnswers.ts). One way to write a page: the
 * build's prerender (build/prerender.ts) and the server's render at request time (apps/api/src/
 * plugins/pageRenderer.ts) both write it here.
 */
import { EMBEDDED_ANSWERS_ELEMENT_ID, type TEmbeddedAnswers } from '../../lib/embeddedAnswers';
import { PRERENDER_STATE_ELEMENT_ID, type PrerenderState } from './prerenderState';
import type { RenderedPage } from './serverRender';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Chunk keys in two orders: as first met (the styles' order, Vite's own) and as they run. */
interface Closure {
  met: Set<string>;
  /** Each after the chunks it imports: the order the entry runs them in, one task each (app/boot.ts). */
  run: Set<string>;
}

/** Adds the chunk keys `key` loads statically, itself included, to `into`. */
function staticClosure(
  manifest: Manifest,
  key: string,
  into: Closure = { met: new Set(), run: new Set() },
): Closure {
  if (into.met.has(key) || !manifest[key]) return into;
  into.met.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  into.run.add(key);
  return into;
}

/** The manifest key of a module by its file name (`DashboardPage` → src/…/DashboardPage.tsx). */
function keyOfModule(manifest: Manifest, name: string): string | undefined {
  // The app's start (main.tsx) is a chunk named after it, keyed by its file (Vite: `_main-<hash>.js`).
  if (name === 'main') return Object.keys(manifest).find((key) => manifest[key]!.name === 'main');
  return Object.keys(manifest).find((key) => /\/[^/]+$/.exec(key)?.[0].replace(/\.tsx?$/, '') === `/${name}`);
}

interface PageLinks {
  /** The route's style sheets, as links for the head. */
  styles: string;
  /** The route's scripts, each after those it imports. */
  scripts: string[];
}

/**
 * The chunks (and their styles) a page needs beyond the entry's, which index.html already loads: the
 * styles as links in the head (the first paint needs them), the scripts as a list the entry preloads
 * once the page is painted (app/boot.ts), so that they do not compete with the first paint.
 */
function linksOf(manifest: Manifest, page: RenderedPage, state: PrerenderState): PageLinks {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const loaded = staticClosure(manifest, entryKey).met;
  const keys: Closure = { met: new Set(), run: new Set() };
  // The text groups beyond the shell's (lib/i18n.ts): `texts:features` is the chunk hrFeatures or enFeatures.
  const textModules = [
    state.locale,
    ...page.modules
      .filter((module) => module.startsWith('texts:'))
      .map((module) => {
        const group = module.slice('texts:'.length);
        return `${state.locale}${group[0]!.toUpperCase()}${group.slice(1)}`;
      }),
  ];
  // The app itself (main.tsx), which the entry (boot.ts) starts after the first paint, then the page's;
  // for a signed-in page the response schemas too (lib/responseSchemas.ts): the signed-in user's
  // answer, asked for by the entry, waits for them, and loaded on the first call they were a round
  // trip after it.
  const modules = [
    'main',
    ...textModules,
    ...(state.isSignedIn ? ['responseSchemas'] : []),
    ...page.modules.filter((module) => !module.startsWith('texts:')),
  ];
  const closureOf = (names: readonly string[], into: Closure) => {
    for (const name of names) {
      const key = keyOfModule(manifest, name);
      if (!key) throw new Error(`no chunk of the build is the module ${name}`);
      staticClosure(manifest, key, into);
    }
    return into;
  };
  closureOf(modules, keys);
  const chunksOf = (order: Set<string>) =>
    [...order].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  const styles = [...new Set(chunksOf(keys.met).flatMap((chunk) => chunk.css ?? []))];
  return {
    styles: styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
    scripts: chunksOf(keys.run).map((chunk) => `/${chunk.file}`),
  };
}

/** JSON inside a script element: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function fillTemplate(
  template: string,
  page: RenderedPage,
  state: PrerenderState,
  links: PageLinks,
  answers: TEmbeddedAnswers | undefined,
): string {
  const replaceOnce = (html: string, search: string | RegExp, replacement: string) => {
    const isThere = typeof search === 'string' ? html.includes(search) : search.test(html);
    if (!isThere) throw new Error(`index.html has no ${String(search)}`);
    return html.replace(search, () => replacement);
  };
  let html = replaceOnce(
    template,
    /<html lang="[a-z]+">/,
    `<html lang="${state.locale}" data-mantine-color-scheme="light">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, '</head>', `${links.styles}</head>`);
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDER_STATE_ELEMENT_ID}">${scriptJson(
      {
        state,
        modules: page.modules.filter((module) => !module.startsWith('texts:')),
        gates: page.gates,
        skippable: page.skippable,
        preload: links.scripts,
      },
    )}</script>${
      answers
        ? `<script type="application/json" id="${EMBEDDED_ANSWERS_ELEMENT_ID}">${scriptJson(answers)}</script>`
        : ''
    }`,
  );
}

/**
 * The document of `page` (rendered for `state`, with `answers` if the server rendered it with data)
 * from the build's index.html and manifest.
 */
export function writePageDocument(
  template: string,
  manifest: Manifest,
  page: RenderedPage,
  state: PrerenderState,
  answers?: TEmbeddedAnswers,
): string {
  return fillTemplate(template, page, state, linksOf(manifest, page, state), answers);
}
