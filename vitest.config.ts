import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** One test command for the whole monorepo: `npm test` runs every suite that needs no browser. */
export default defineConfig({
  test: {
    // Vitest leaves one core free by default; the API suite waits on its in-process servers enough
    // that every core pays (on CI's 2 cores: about a third faster).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/testing/globalSetup.ts'],
          // Each file starts its own server on its own database, so files share nothing but loaded
          // modules: loading the server's module graph once per worker instead of once per file
          // saves about a quarter of the suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Node unless a file asks for a DOM with `// @vitest-environment jsdom` on its first line
          // (src/test/setupDom.ts, which every component test imports, fails without it): a test
          // of pure logic cannot lean on the DOM by accident, and runs without jsdom's start-up.
          environment: 'node',
          // Component tests drive jsdom with user-event: on 2 busy cores (the API suite beside them)
          // one can pass 5 s without anything being wrong.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
