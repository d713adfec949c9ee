/**
 * Issue 19: prerenders the web app after its build (`npm run build -w @spona/web`). Every page of
 * PRERENDERED_PAGES is rendered by React's static rendering (the `vite build --ssr` entry
 * src/app/prerender/serverRender.tsx) for each state the server tells apart by cookies (language,
 * signed in or not, consent), into dist/prerendered/<state>/<page>.html, with its route's chunks as
 * `modulepreload` and their styles linked. dist/prerendered/pages.json lists them for the server
 * (apps/api/src/plugins/webApp.ts), which sends the one that fits a request, and index.html otherwise.
 *
 * Usage (from apps/web): node --import tsx build/prerender.ts [--dist dist] [--ssr dist-ssr]
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PRERENDERED_DIR,
  PRERENDERED_INDEX,
  PRERENDERED_PAGES,
  prerenderedFileOf,
  PRERENDER_STATES,
  type TPrerenderedIndex,
} from '@spona/contracts';
import type { PrerenderState } from '../src/app/prerender/prerenderState';
import type { RenderedPage } from '../src/app/prerender/serverRender';
import { precompressFolder } from './precompress';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readOption(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return path.resolve(index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback);
}

/** The chunk keys `key` loads statically, itself included. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The manifest key of a module by its file name (`DashboardPage` → src/…/DashboardPage.tsx). */
function keyOfModule(manifest: Manifest, name: string): string | undefined {
  // The app's start (main.tsx) is a chunk named after it, keyed by its file (Vite: `_main-<hash>.js`).
  if (name === 'main') return Object.keys(manifest).find((key) => manifest[key]!.name === 'main');
  return Object.keys(manifest).find((key) => /\/[^/]+$/.exec(key)?.[0].replace(/\.tsx?$/, '') === `/${name}`);
}

/**
 * The chunks (and their styles) a page needs beyond the entry's, which index.html already loads: the
 * styles as links in the head (the first paint needs them), the scripts as a list the entry preloads
 * once the page is painted (app/boot.ts), so that they do not compete with the first paint.
 */
function linksOf(
  manifest: Manifest,
  page: RenderedPage,
  state: PrerenderState,
): { styles: string; scripts: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const loaded = staticClosure(manifest, entryKey);
  const keys = new Set<string>();
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
  for (const name of modules) {
    const key = keyOfModule(manifest, name);
    if (!key) throw new Error(`no chunk of the build is the module ${name}`);
    staticClosure(manifest, key, keys);
  }
  const chunks = [...keys].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return {
    styles: styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''),
    scripts: chunks.map((chunk) => `/${chunk.file}`),
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
  links: { styles: string; scripts: string[] },
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
    `<div id="root">${page.html}</div><script type="application/json" id="spona-prerender">${scriptJson({
      state,
      modules: page.modules.filter((module) => !module.startsWith('texts:')),
      gates: page.gates,
      skippable: page.skippable,
      preload: links.scripts,
    })}</script>`,
  );
}

async function main(): Promise<void> {
  // React's production server renderer, as the pages are for production.
  process.env.NODE_ENV = 'production';
  const distDir = readOption('--dist', 'dist');
  const ssrDir = readOption('--ssr', 'dist-ssr');
  const started = performance.now();
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'serverRender.js')).href)) as {
    renderPage: (url: string, state: PrerenderState) => Promise<RenderedPage>;
  };
  const outDir = path.join(distDir, PRERENDERED_DIR);
  await rm(outDir, { recursive: true, force: true });
  const index: TPrerenderedIndex = { pages: [] };
  for (const state of PRERENDER_STATES) {
    for (const page of PRERENDERED_PAGES) {
      if (page.signedIn !== undefined && page.signedIn !== state.isSignedIn) continue;
      const rendered = await renderPage(page.renderAt ?? page.path, state);
      const file = prerenderedFileOf(page.path, state);
      await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await writeFile(
        path.join(outDir, file),
        fillTemplate(template, rendered, state, linksOf(manifest, rendered, state)),
      );
      index.pages.push({ path: page.path, ...state, file });
    }
  }
  await writeFile(path.join(outDir, PRERENDERED_INDEX), JSON.stringify(index));
  await precompressFolder(outDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `prerendered ${index.pages.length} pages into ${path.relative(process.cwd(), outDir)} in ${seconds} s\n`,
  );
}

await main();
// The rendered app leaves timers behind (the query cache's garbage collection): the work is done.
process.exit(0);
