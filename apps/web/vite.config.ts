import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const API_ORIGIN = process.env.SPONA_API_ORIGIN ?? 'http://localhost:3000';

const REALTIME_PACKAGES =
  /node_modules\/(laravel-echo|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)\//;

/** What the API serves on the same origin in production; in dev, Vite forwards it to the API on :3000. */
const proxy: Record<string, string | ProxyOptions> = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/socket.io': { target: API_ORIGIN, ws: true },
  '/runtime-config.js': { target: API_ORIGIN },
  '/assets/images': { target: API_ORIGIN },
  '/dev/': { target: API_ORIGIN },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Mantine depends on the vendor chunk but never the other way round: no circular chunks.
          if (id.includes('@mantine')) return 'mantine';
          if (id.includes('node_modules/zod')) return 'zod';
          // The real-time client loads after sign-in (lib/realtime), never with the first route.
          if (REALTIME_PACKAGES.test(id)) return 'realtime';
          return 'vendor';
        },
      },
    },
  },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
});
