/**
 * The web app's build (`npm run build -w @spona/web`): the browser's build, the prerender's build for
 * Node, then the prerendered pages (issue 19). One build id for both builds: the footer shows it, and
 * a prerendered page must say what the browser's build says.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { resolveBuildId } from '../pwa.config';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.SPONA_BUILD_ID ??= resolveBuildId();

await build({ root, mode: 'production' });
await build({ root, mode: 'production', build: { ssr: 'src/app/prerender/serverRender.tsx' } });
execFileSync(process.execPath, ['--import', 'tsx', 'build/prerender.ts'], { cwd: root, stdio: 'inherit' });
