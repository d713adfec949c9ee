import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { readFileSync } from 'node:fs';
import type { ChunkPlan } from './build/chunkGroups';
import { inlinePreload } from './build/inlinePreload';
import { mantineReactId } from './build/mantineReactId';
import { precompress } from './build/precompress';
import { pureSchemas } from './build/pureSchemas';
import { pwaPlugins, resolveBuildId } from './pwa.config';

const API_ORIGIN = process.env.SPONA_API_ORIGIN ?? 'http://localhost:3000';

const REALTIME_PACKAGES =
  /node_modules\/(laravel-echo|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)\//;

/** Libraries every page runs on, in one long-cached chunk. */
const FRAMEWORK_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack\/query-core|@tanstack\/react-query)\//;

/** What the API serves on the same origin in production; in dev, Vite forwards it to the API on :3000. */
const proxy: Record<string, string | ProxyOptions> = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/socket.io': { target: API_ORIGIN, ws: true },
  '/runtime-config.js': { target: API_ORIGIN },
  '/assets/images': { target: API_ORIGIN },
  '/dev/': { target: API_ORIGIN },
};

/**
 * Issue 19: the prerender's build (`vite build --ssr`): the app for Node, one entry that renders a page
 * to HTML (src/app/prerender/serverRender.tsx), run by build/prerender.ts over the client's build.
 */
const ssrConfig = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), pureSchemas(), mantineReactId()],
  define: { __SPONA_BUILD_ID__: JSON.stringify(resolveBuildId()) },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    minify: false,
  },
});

/**
 * Issue 19: the libraries' groups (build/chunkGroups.ts), planned by build/build.ts from a first
 * bundle and named by SPONA_CHUNK_PLAN; without one (the plan's own bundle, `vite build` by hand)
 * Rollup splits by itself.
 */
let chunkPlan: ChunkPlan | undefined;
function readChunkPlan(): ChunkPlan {
  const file = process.env.SPONA_CHUNK_PLAN;
  chunkPlan ??= file ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkPlan) : {};
  return chunkPlan;
}

const clientConfig = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // precompress() last: it compresses what every other plugin wrote (the service worker too).
  // The chunk plan's bundle (build/build.ts) is read, not written: no service worker or compression.
  plugins: [
    react(),
    pureSchemas(),
    mantineReactId(),
    inlinePreload(),
    ...(process.env.SPONA_CHUNK_PLANNING ? [] : [...pwaPlugins(), precompress()]),
  ],
  // Shown in the footer and answered by the service worker: which build is running (features/pwa).
  define: { __SPONA_BUILD_ID__: JSON.stringify(resolveBuildId()) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-budget.ts reads the chunk graph from dist/.vite/manifest.json.
    manifest: true,
    // Terser makes the first route 3 kB smaller than esbuild (gzipped), for a few seconds of build:
    // what keeps it within issue 7's 170 kB (docs/PERFORMANCE.md).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Only what every page needs goes to 'vendor'; other libraries (Mantine components, zod...)
        // are split by Rollup beside the pages that use them, so the first route loads only its own.
        manualChunks(id) {
          if (!id.includes('node_modules')) return readChunkPlan()[id];
          if (id.includes('node_modules/zod')) return 'zod';
          // The real-time client loads after sign-in (lib/realtime), never with the first route.
          if (REALTIME_PACKAGES.test(id)) return 'realtime';
          if (FRAMEWORK_PACKAGES.test(id)) return 'vendor';
          return readChunkPlan()[id];
        },
      },
    },
  },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : clientConfig));
