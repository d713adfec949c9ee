/**
 * The web app's build (`npm run build -w @spona/web`): the browser's build, the prerender's build for
 * Node, then the prerendered pages (issue 19). One build id for both builds: the footer shows it, and
 * a prerendered page must say what the browser's build says.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { resolveBuildId } from '../pwa.config';
import { findImportCycle, planChunkGroups, toPlannedChunk } from './chunkGroups';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.SPONA_BUILD_ID ??= resolveBuildId();

/**
 * Issue 19: a first bundle, split by Rollup alone and not written, tells who loads which library
 * (build/chunkGroups.ts); the real build groups them by that plan.
 */
async function planChunks(): Promise<string> {
  process.env.SPONA_CHUNK_PLANNING = '1';
  const output = (await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { write: false, minify: false, sourcemap: false, manifest: false },
  })) as Rollup.RollupOutput;
  delete process.env.SPONA_CHUNK_PLANNING;
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const plan = planChunkGroups(chunks.map(toPlannedChunk));
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'spona-chunks-')), 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  return file;
}

const planFile = await planChunks();
process.env.SPONA_CHUNK_PLAN = planFile;
await build({ root, mode: 'production' });
if (!process.env.SPONA_KEEP_CHUNK_PLAN) rmSync(path.dirname(planFile), { recursive: true, force: true });
else console.warn(`chunk plan kept in ${planFile}`);
delete process.env.SPONA_CHUNK_PLAN;
const cycle = findImportCycle(JSON.parse(readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')));
if (cycle) throw new Error(`the build's chunks import each other in a cycle: ${cycle.join(' → ')}`);
await build({ root, mode: 'production', build: { ssr: 'src/app/prerender/serverRender.tsx' } });
execFileSync(process.execPath, ['--import', 'tsx', 'build/prerender.ts'], { cwd: root, stdio: 'inherit' });
