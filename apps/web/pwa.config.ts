import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Relative, not '@spona/contracts': Vite loads its configuration with Node, which cannot run that package's TypeScript.
import { SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '../../packages/contracts/src/pwa';
import { resolveAppColors } from './src/app/appColors';

/**
 * The installable app (issue 7, SPEC §1, §4, §7): the web manifest, the service worker built from
 * src/sw/ngsw-worker.ts with vite-plugin-pwa (injectManifest) and served at /ngsw-worker.js, and the
 * build id both carry. The page registers the worker itself (features/pwa), once it is stable.
 */

/**
 * What tells one build from the next: `SPONA_BUILD_ID`, else the git commit (plus the build time
 * when the working tree has changes, so two builds of different code never share an id), else the
 * build time. The page compares it with a waiting worker's to tell a real update from its own build.
 */
export function resolveBuildId(): string {
  const fromEnv = process.env.SPONA_BUILD_ID?.trim();
  if (fromEnv) return fromEnv;
  const buildTime = Date.now().toString(36);
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: 'pipe' }).trim();
    const commit = git('rev-parse', '--short=10', 'HEAD');
    return git('status', '--porcelain') ? `${commit}-${buildTime}` : commit;
  } catch {
    return `local-${buildTime}`;
  }
}

/** Icons made from public/logo.svg by scripts/generate-pwa-icons.ts (committed). */
export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The theme colour in index.html follows theme.ts too (`%SPONA_THEME_COLOR%`). */
function themeColorInHtml(themeColor: string): Plugin {
  return {
    name: 'spona-theme-color',
    // Before Vite's own %ENV% replacement, which would warn about an unknown variable.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%SPONA_THEME_COLOR%', themeColor),
    },
  };
}

export function pwaPlugins(): Plugin[] {
  const colors = resolveAppColors();
  return [
    themeColorInHtml(colors.theme),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: SERVICE_WORKER_PATH.replace(/^\//, '').replace(/\.js$/, '.ts'),
      manifestFilename: WEB_MANIFEST_PATH.replace(/^\//, ''),
      // features/pwa registers the worker after the first route has rendered and the browser is idle.
      injectRegister: false,
      // Icons are for the launcher, which fetches them itself: no need to precache them.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Spona',
        short_name: 'Spona',
        description: 'Spona povezuje influencere i oglašivače regije.',
        lang: 'hr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: colors.theme,
        background_color: colors.background,
        categories: ['business', 'social'],
        icons: PWA_ICONS,
      },
      injectManifest: {
        // A classic worker runs in every browser that has service workers (module workers do not).
        rollupFormat: 'iife',
        // The app shell: every script, style and page of the build, so any route opens offline.
        // Not the alert sound under assets/ (unhashed there, so a new one would never replace it).
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['**/*.map', '.vite/**', 'icons/**'],
      },
      devOptions: { enabled: false },
    }),
  ];
}
