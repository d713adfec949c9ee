/**
 * Issue 19: prerenders the web app after its build (`npm run build -w @spona/web`). Every page of
 * PRERENDERED_PAGES is rendered by React's static rendering (the `vite build --ssr` entry
 * src/app/prerender/serverRender.tsx) for each state the server tells apart by cookies (language,
 * signed in or not, consent), into dist/prerendered/<state>/<page>.html, with its route's scripts
 * and styles (src/app/prerender/pageDocument.ts). dist/prerendered/pages.json lists them for the server
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
import type { Manifest } from '../src/app/prerender/pageDocument';
import type * as ServerRender from '../src/app/prerender/serverRender';
import { precompressFolder } from './precompress';

function readOption(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return path.resolve(index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback);
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
  const { renderDocument } = (await import(
    pathToFileURL(path.join(ssrDir, 'serverRender.js')).href
  )) as typeof ServerRender;
  const outDir = path.join(distDir, PRERENDERED_DIR);
  await rm(outDir, { recursive: true, force: true });
  const index: TPrerenderedIndex = { pages: [] };
  for (const state of PRERENDER_STATES) {
    for (const page of PRERENDERED_PAGES) {
      if (page.signedIn !== undefined && page.signedIn !== state.isSignedIn) continue;
      const file = prerenderedFileOf(page.path, state);
      await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await writeFile(
        path.join(outDir, file),
        await renderDocument(template, manifest, page.renderAt ?? page.path, state),
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
