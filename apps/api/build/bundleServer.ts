import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The production build of the API: one ESM bundle per entry under apps/api/dist, run by plain Node
 * (`npm start`), so a start compiles nothing. The workspace packages (@spona/contracts, @spona/i18n)
 * are TypeScript sources and go into the bundle; every other dependency stays in node_modules (native
 * modules such as argon2 and sharp, PGlite's WebAssembly, packages that read their own files).
 * The committed SQL migrations are copied beside the bundle, where `db/migrate.ts` looks for them.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiRoot, 'dist');

/** Entry name (file under dist/) -> source. Each runs on its own: the server, and worker threads. */
export const SERVER_ENTRIES: Record<string, string> = {
  main: 'src/main.ts',
  // PGlite's own thread; db/pgliteThread.ts loads it from beside the bundle that starts it.
  pgliteWorker: 'src/db/pgliteWorker.ts',
};

async function externalPackages(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const names = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@spona/'));
  return names.flatMap((name) => [name, `${name}/*`]);
}

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, file])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: await externalPackages(),
  // A bundled CommonJS dependency may call require(); ESM has none of its own.
  banner: {
    js: "import { createRequire as __spona_createRequire } from 'node:module'; const require = __spona_createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(path.join(apiRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`API bundled into ${path.relative(process.cwd(), outdir) || outdir}`);
