/**
 * Checks the JavaScript budgets of the web build, gzipped: the first route's JavaScript (everything
 * the browser loads for a first visit to `/` before the home page shows: issue 7, 170 kB), and each
 * lazy route's (issue 19: 250 kB; the 300 kB goal for all JavaScript is retired, since the console and
 * new features are lazy chunks a user may never load). Prints one row per chunk, the first route's
 * sum, one row per lazy route (the console's among them, issue 17) and the size of all JavaScript
 * (for information).
 *
 * A lazy route = a page that apps/web/src/app/routes.tsx imports with `import()`: its chunk and its
 * static imports (recursively), beyond what the entry chunk already loads (those are in the browser).
 * Exits 1 over a ceiling; with --strict, over a target (today each target is its ceiling).
 *
 * First route = the entry chunk and its static imports (recursively), the app it starts (main.tsx),
 * plus the lazy chunks the first
 * visit always loads before the home page shows, with their static imports: the home page, and the
 * catalogue of the interface language (the larger of the two languages is counted).
 *
 * Usage: npm run check:budget -- [--strict] [--dist <folder>]   (default apps/web/dist, or
 * WEB_DIST_DIR). Needs the build's manifest (`build.manifest: true` in apps/web/vite.config.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sizes in kB (1 kB = 1000 bytes, as Vite prints them), gzipped. */
const BUDGETS = {
  firstRoute: { target: 170, ceiling: 170 },
  // Issue 19: no route's JavaScript over 250 kB.
  lazyRoute: { target: 250, ceiling: 250 },
} as const;
const isStrict = process.argv.includes('--strict');

/**
 * The app itself, which the entry (src/app/boot.ts: the styles, then a wait for the first paint of a
 * prerendered page, issue 19) imports; every page loads it, so it counts as the entry does.
 */
const APP_START_CHUNK = 'main';
/** Lazy modules every first visit to `/` loads before the home page shows. */
const HOME_PAGE_SOURCE = 'src/features/home/pages/HomePage.tsx';
/** The route table: every `import('../features/...')` in it is a lazy route. */
const ROUTES_SOURCE = path.join(import.meta.dirname, '../apps/web/src/app/routes.tsx');
/** The staff console's route (issue 17), named in the output. */
const CONSOLE_SOURCE = 'src/features/console/ConsoleApp.tsx';
/** One of these loads first (the interface language); the larger one counts. */
const LANGUAGE_CATALOGUE_SOURCES = ['src/lib/catalogues/hr.ts', 'src/lib/catalogues/en.ts'];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readArgument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const distDir = path.resolve(
  readArgument('--dist') ?? process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../apps/web/dist'),
);
const manifestPath = path.join(distDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: build the web app first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipSizes = new Map<string, number>();
/** Gzipped size of a file of the build, at the level the server's precompressed copies use. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The manifest key of a chunk and every chunk it imports statically, recursively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

function requireKey(source: string): string {
  if (!manifest[source]) {
    console.error(`The manifest has no chunk for ${source}: did the module move? Update this script.`);
    process.exit(1);
  }
  return source;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (entryKeys.length === 0) {
  console.error('The manifest names no entry chunk.');
  process.exit(1);
}
// Keyed by its file (Vite: `_main-<hash>.js`), named after its module.
const appStartKey = Object.keys(manifest).find((key) => manifest[key]?.name === APP_START_CHUNK);
if (!appStartKey) {
  console.error('The manifest has no chunk of the app (src/app/main.tsx): did it move? Update this script.');
  process.exit(1);
}
const firstRoute = new Set<string>();
for (const key of entryKeys) staticClosure(key, firstRoute);
staticClosure(appStartKey, firstRoute);
staticClosure(requireKey(HOME_PAGE_SOURCE), firstRoute);

const sumGzip = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
// Only the chunks the catalogue adds to what is already counted; the larger language counts.
const languageExtras = LANGUAGE_CATALOGUE_SOURCES.map((source) => {
  const added = [...staticClosure(requireKey(source))].filter((key) => !firstRoute.has(key));
  return { source, added, size: sumGzip(added) };
}).sort((a, b) => b.size - a.size);
for (const key of languageExtras[0]?.added ?? []) firstRoute.add(key);

/** Every JavaScript file of the build (chunks, service worker, anything else), without source maps. */
function listJavaScript(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...listJavaScript(full));
    else if (/\.m?js$/.test(name)) files.push(path.relative(distDir, full));
  }
  return files;
}

const firstRouteFiles = new Set([...firstRoute].map((key) => manifest[key]!.file));
const allFiles = listJavaScript(distDir).sort((a, b) => gzipSize(b) - gzipSize(a));
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);

console.log(`JavaScript of ${distDir} (gzip level 9, 1 kB = 1000 bytes)\n`);
console.log(`${'file'.padEnd(56)}${'raw kB'.padStart(8)}${'gzip kB'.padStart(9)}  first route`);
for (const file of allFiles) {
  const raw = statSync(path.join(distDir, file)).size;
  console.log(
    `${file.padEnd(56)}${kb(raw)} ${kb(gzipSize(file))}  ${firstRouteFiles.has(file) ? 'yes' : ''}`,
  );
}

const firstRouteTotal = [...firstRouteFiles].reduce((sum, file) => sum + gzipSize(file), 0);
const allTotal = allFiles.reduce((sum, file) => sum + gzipSize(file), 0);

/** What the entry chunks load statically: in the browser before any lazy route starts. */
const entryClosure = new Set<string>();
for (const key of entryKeys) staticClosure(key, entryClosure);
staticClosure(appStartKey, entryClosure);

/** The manifest keys of the pages routes.tsx loads lazily (`import('../features/x/pages/Y')`). */
function listLazyRoutes(): string[] {
  const source = readFileSync(ROUTES_SOURCE, 'utf8');
  const keys = new Set<string>();
  for (const match of source.matchAll(/import\(\s*'\.\.\/([^']+)'\s*\)/g)) {
    const base = `src/${match[1]}`;
    keys.add(requireKey([`${base}.tsx`, `${base}.ts`].find((key) => manifest[key]) ?? `${base}.tsx`));
  }
  // The console's route imports a small loader, which imports the console itself (its names stay out of
  // the users' entry): the console's own chunk is the route to hold to the budget.
  keys.add(requireKey(CONSOLE_SOURCE));
  return [...keys];
}

const lazyRoutes = listLazyRoutes()
  .map((key) => {
    const added = [...staticClosure(key)].filter((chunk) => !entryClosure.has(chunk));
    return { key, size: sumGzip(added), chunks: added.length };
  })
  .sort((a, b) => b.size - a.size);

type BudgetRow = { name: string; total: number; target: number; ceiling: number };
let hasFailed = false;
function printVerdict(row: BudgetRow, width: number) {
  const isOverTarget = row.total > row.target * 1000;
  const isOverCeiling = row.total > row.ceiling * 1000;
  hasFailed ||= isOverCeiling || (isStrict && isOverTarget);
  const verdict = isOverCeiling
    ? `OVER THE CEILING of ${row.ceiling} kB`
    : isOverTarget
      ? `over the target of ${row.target} kB (ceiling ${row.ceiling} kB)`
      : `within ${row.target} kB`;
  console.log(`${row.name.padEnd(width)}${kb(row.total)} kB  ${verdict}`);
}

console.log(`\n(the first route counts the ${languageExtras[0]?.source ?? 'no'} catalogue)`);
printVerdict({ name: 'first route (/)', total: firstRouteTotal, ...BUDGETS.firstRoute }, 56);

console.log(`\nLazy routes: each page's chunk and static imports beyond the entry's (issue 19)`);
for (const route of lazyRoutes) {
  const name = `${route.key.replace(/^src\//, '')} (${route.chunks} chunks)`;
  printVerdict({ name, total: route.size, ...BUDGETS.lazyRoute }, 56);
}
const consoleRoute = lazyRoutes.find((route) => route.key === CONSOLE_SOURCE);
if (consoleRoute) {
  const own = gzipSize(manifest[CONSOLE_SOURCE]!.file);
  console.log(
    `\nthe staff console (issue 17): its chunk ${kb(own).trim()} kB, with what it imports beyond the entry ${kb(consoleRoute.size).trim()} kB`,
  );
}
console.log(`all JavaScript (for information, no budget since issue 19): ${kb(allTotal).trim()} kB`);
process.exit(hasFailed ? 1 : 0);
