/**
 * Checks the JavaScript budgets of the web build (issue 7): the first route's JavaScript (everything
 * the browser loads for a first visit to `/` before the home page shows) and all JavaScript, both
 * gzipped. Prints one row per chunk and the two sums.
 *
 * Two levels: issue 7's targets (170 kB and 300 kB), and the ceilings CI holds the build to. The first
 * route meets its target, so its ceiling is the target; all JavaScript does not (what stands in the way
 * is in docs/PERFORMANCE.md), so its ceiling holds today's size, and nothing grows back unnoticed.
 * Exits 1 over a ceiling; with --strict, over a target.
 *
 * First route = the entry chunk and its static imports (recursively), plus the lazy chunks the first
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
  // Issue 16's lazy messenger features (docs/PERFORMANCE.md): 430 → 445.
  allJavaScript: { target: 300, ceiling: 445 },
} as const;
const isStrict = process.argv.includes('--strict');

/** Lazy modules every first visit to `/` loads before the home page shows. */
const HOME_PAGE_SOURCE = 'src/features/home/pages/HomePage.tsx';
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
const firstRoute = new Set<string>();
for (const key of entryKeys) staticClosure(key, firstRoute);
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
const rows = [
  { name: 'first route (/)', total: firstRouteTotal, ...BUDGETS.firstRoute },
  { name: 'all JavaScript', total: allTotal, ...BUDGETS.allJavaScript },
];
console.log(`\n(the first route counts the ${languageExtras[0]?.source ?? 'no'} catalogue)`);
let hasFailed = false;
for (const row of rows) {
  const isOverTarget = row.total > row.target * 1000;
  const isOverCeiling = row.total > row.ceiling * 1000;
  hasFailed ||= isOverCeiling || (isStrict && isOverTarget);
  const verdict = isOverCeiling
    ? `OVER THE CEILING of ${row.ceiling} kB`
    : isOverTarget
      ? `over the issue 7 target of ${row.target} kB (ceiling ${row.ceiling} kB)`
      : `within the target of ${row.target} kB`;
  console.log(`${row.name.padEnd(20)}${kb(row.total)} kB  ${verdict}`);
}
process.exit(hasFailed ? 1 : 0);
