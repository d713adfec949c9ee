/**
 * Screens to review (issue 18 §7): renders the main screens with the demo data into docs/screens/, so
 * anyone can see the product without running it — home, both searches, a creator's and an
 * advertiser's public profile, the profile editor, the messenger with a conversation open and the
 * dashboard, each in hr and en, 390 px (a phone, touch) and 1280 px wide, named
 * `<screen>.<locale>.<width>.png` (`search-creators.en.1280.png`).
 *
 * It starts the production build on a fresh temporary DATA_DIR with the demo data (scripts/demoServer;
 * builds first when a build is missing), signs in through the API as the demo creator `ana` and the
 * demo advertiser `brand`, and drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium;
 * never a downloaded browser), animations off. Each screen is taken once what its user waits for
 * shows, no loading indicator is left and the images have loaded, as the whole page up to 2,400 px
 * high (the messenger, sized to the window, as the window; scripts/screensBrowser.ts). Prints each
 * file and its size; exits 1 when a page throws, logs an error, gets a 5xx answer or never shows its
 * content.
 *
 * Usage: npm run screens -- [--only home,messenger] [--port 3207] [--dist <folder>]
 * Without --only, PNGs of screens no longer in the list are removed. Not part of CI: it is for people.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type TLocale } from '@spona/contracts';
import { DEMO_LOGINS } from '../apps/api/src/db/seed/demo';
import { buildIfMissing, DEFAULT_WEB_DIST_DIR, startDemoServer, type DemoServer } from './demoServer';
import { launchScreensBrowser, type ScreenWidth, type Shot, type Viewer } from './screensBrowser';
import { findDemoIds, setPreferredLanguage, signInViewers, type DemoIds } from './screensDemo';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT_DIR = path.join(ROOT, 'docs/screens');
const WIDTHS: readonly ScreenWidth[] = [390, 1280];
const SCREEN_FILE = /^[a-z-]+\.(hr|en)\.\d+\.png$/;

interface Screen extends Omit<Shot, 'path'> {
  path: (ids: DemoIds) => string;
}

/** The screens, each seen by the user who would look at it. */
const SCREENS: readonly Screen[] = [
  {
    name: 'home',
    viewer: 'visitor',
    path: () => '/',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'search-creators',
    viewer: 'advertiser',
    path: () => '/search/creators',
    ready: (page) => page.getByTestId('creator-card').first(),
  },
  {
    name: 'search-offers',
    viewer: 'creator',
    path: () => '/search/offers',
    ready: (page) => page.getByTestId('offer-result').first(),
  },
  {
    name: 'creator-profile',
    viewer: 'advertiser',
    path: (ids) => `/creator/${ids.creatorId}`,
    ready: (page) => page.getByTestId('public-profile').getByRole('heading', { level: 1 }),
  },
  {
    name: 'advertiser-profile',
    viewer: 'creator',
    path: (ids) => `/advertiser/${ids.advertiserId}`,
    ready: (page) => page.getByTestId('public-profile').getByRole('heading', { level: 1 }),
  },
  {
    name: 'profile-editor',
    viewer: 'creator',
    path: () => '/user-profile',
    ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
  },
  {
    name: 'messenger',
    viewer: 'advertiser',
    path: (ids) => `/messenger/${ids.arrangementId}`,
    ready: (page) => page.getByTestId('message').first(),
    // The conversation fills the window (its height follows the viewport): no taller window.
    isWindowSized: true,
  },
  {
    name: 'dashboard',
    viewer: 'creator',
    path: () => '/dashboard',
    ready: (page) => page.getByTestId('dashboard-completion-percent'),
  },
];

/** The demo users the signed-in screens are seen by (SPEC §3 roles; README demo logins). */
const VIEWER_LOGINS = {
  // ana rather than luka: her arrangements in every state and her ratings fill the dashboard.
  creator: DEMO_LOGINS.find((login) => login.username === 'ana'),
  advertiser: DEMO_LOGINS.find((login) => login.username === 'brand'),
};

function readOption(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function pickScreens(): readonly Screen[] {
  const only = readOption('--only');
  if (!only) return SCREENS;
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SCREENS.some((screen) => screen.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown screen(s) ${unknown.join(', ')}; known: ${SCREENS.map((s) => s.name).join(', ')}`,
    );
  }
  return SCREENS.filter((screen) => names.includes(screen.name));
}

/** PNGs of docs/screens that this full run did not write: screens renamed or dropped since. */
async function removeStaleScreens(written: ReadonlySet<string>): Promise<void> {
  const files = await readdir(OUTPUT_DIR);
  for (const file of files.filter((name) => SCREEN_FILE.test(name) && !written.has(name))) {
    await rm(path.join(OUTPUT_DIR, file));
    console.log(`removed ${path.relative(ROOT, path.join(OUTPUT_DIR, file))} (no longer rendered)`);
  }
}

async function main(): Promise<void> {
  const screens = pickScreens();
  const port = readOption('--port');
  const distDir = path.resolve(readOption('--dist') ?? process.env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
  const { creator, advertiser } = VIEWER_LOGINS;
  if (!creator || !advertiser) throw new Error('the demo logins ana and brand are missing');
  buildIfMissing(distDir);

  let server: DemoServer | undefined;
  let browser: Awaited<ReturnType<typeof launchScreensBrowser>> | undefined;
  const stopOnSignal = () => void server?.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const problems: string[] = [];
  const written = new Set<string>();
  let totalBytes = 0;
  try {
    server = await startDemoServer({ distDir, port: port ? Number(port) : undefined });
    const { origin } = server;
    console.log(`server ready on ${origin}`);
    const tokens = await signInViewers(origin, { creator, advertiser });
    const ids = await findDemoIds(origin, tokens);
    browser = await launchScreensBrowser(origin, OUTPUT_DIR);

    for (const locale of LOCALES as readonly TLocale[]) {
      // SPEC §1: a signed-in user's preferred language refines the app's: it must be this one.
      await setPreferredLanguage(origin, tokens, locale);
      for (const width of WIDTHS) {
        // The advertiser first: the profile views it adds (one a day per viewer) are then on every
        // language's dashboard alike.
        for (const viewer of ['advertiser', 'creator', 'visitor'] as const satisfies readonly Viewer[]) {
          const own = screens.filter((screen) => screen.viewer === viewer);
          if (own.length === 0) continue;
          const token = viewer === 'visitor' ? undefined : tokens[viewer];
          await browser.withContext({ locale, width, token }, async (shoot) => {
            for (const screen of own) {
              const result = await shoot({ ...screen, path: screen.path(ids) });
              written.add(result.file);
              totalBytes += result.bytes;
              problems.push(...result.problems.map((problem) => `${result.file}: ${problem}`));
              const notes = [
                `${(result.bytes / 1024).toFixed(0)} kB`,
                ...(result.scale < 1 ? [`scaled to ${result.scale * 100} %`] : []),
                ...(result.problems.length > 0 ? [`${result.problems.length} problem(s)`] : []),
              ];
              console.log(`wrote docs/screens/${result.file} (${notes.join(', ')})`);
            }
          });
        }
      }
    }
  } finally {
    await browser?.close();
    await server?.stop();
  }

  console.log(`\n${written.size} screens, ${(totalBytes / 1024 / 1024).toFixed(2)} MB in docs/screens`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  if (screens === SCREENS) await removeStaleScreens(written);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
