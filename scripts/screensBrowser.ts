/**
 * The browser side of scripts/screens.ts: the system Chromium driven through Playwright's library,
 * one browser context per language, width and user (signed in and with the consent accepted the way
 * the app stores them), and one page per screen, taken once it has settled and written as a small PNG.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, BrowserType, Locator, Page } from 'playwright-core';
import type SharpModule from 'sharp';
import { LOCALE_STORAGE_KEY, type TLocale, type TTokenResponse } from '@spona/contracts';
import { toAuthRecord } from './demoServer';
import type { SignedInViewer } from './screensDemo';

const ROOT = path.resolve(import.meta.dirname, '..');
// Playwright is the e2e suite's dependency and sharp the API's (image uploads); the script borrows them.
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('playwright-core') as {
  chromium: BrowserType;
};
const sharp = createRequire(path.join(ROOT, 'apps/api/package.json'))('sharp') as typeof SharpModule;

export type Viewer = 'visitor' | SignedInViewer;
export type ScreenWidth = 390 | 1280;

/** One screen to take: where, as whom, and what its user waits for before looking. */
export interface Shot {
  /** The file's first part: `search-creators` gives `search-creators.en.1280.png`. */
  name: string;
  viewer: Viewer;
  path: string;
  /** Real content (cards, a heading): the screen is taken once it is visible, never after a fixed sleep. */
  ready: (page: Page) => Locator;
  /** A page whose height follows the window's (the messenger) keeps the first window's height. */
  isWindowSized?: boolean;
}

export interface ShotResult {
  file: string;
  bytes: number;
  /** 1, or how far the picture was scaled down to fit MAX_FILE_BYTES. */
  scale: number;
  /** Page errors, console errors, 5xx answers, content that never showed. */
  problems: string[];
}

/** The first window: a common phone (touch, mobile layout) and a laptop. */
const WINDOWS: Readonly<Record<ScreenWidth, { height: number; isMobile: boolean }>> = {
  390: { height: 844, isMobile: true },
  1280: { height: 800, isMobile: false },
};
/** The tallest picture: the window grows to the page's height up to this. */
const SCREEN_MAX_HEIGHT = 2400;
/** The sizes a picture is tried at, largest first, until it fits MAX_FILE_BYTES (32 of them: under 6 MB). */
const OUTPUT_SCALES = [1, 0.75, 0.5] as const;
const MAX_FILE_BYTES = 180 * 1024;
const PNG_QUALITY = 80;
const READY_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 20_000;
/** What the app shows while data loads: skeletons, busy regions and spinners. */
const LOADING_INDICATORS = '[data-skeleton], [aria-busy="true"], .mantine-Loader-root';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** In the page, without DOM types in scripts/: the document and the images of the window. */
type PageGlobals = {
  innerHeight: number;
  document: { documentElement: { scrollHeight: number }; fonts: { ready: Promise<unknown> } };
};
type PageImage = { complete: boolean; getBoundingClientRect(): { top: number; bottom: number } };

function countLoadingImagesInView(page: Page): Promise<number> {
  return page.locator('img').evaluateAll((images) => {
    const { innerHeight } = globalThis as unknown as PageGlobals;
    return (images as unknown as PageImage[]).filter((image) => {
      const { top, bottom } = image.getBoundingClientRect();
      return !image.complete && bottom > 0 && top < innerHeight;
    }).length;
  });
}

/** Waits until the network is quiet, no loading indicator shows, the images in view and the fonts loaded. */
async function settle(page: Page, problems: string[]): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  try {
    await page
      .locator(LOADING_INDICATORS)
      .filter({ visible: true })
      .first()
      .waitFor({ state: 'detached', timeout: SETTLE_TIMEOUT_MS });
  } catch {
    problems.push('a loading indicator (skeleton, spinner or busy region) never went away');
  }
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while ((await countLoadingImagesInView(page)) > 0) {
    if (Date.now() > deadline) {
      problems.push('images in view never finished loading');
      break;
    }
    // Polling the images: nothing to wait for by event across all of them.
    await page.waitForTimeout(200);
  }
  await page.evaluate(() =>
    (globalThis as unknown as PageGlobals).document.fonts.ready.then(() => undefined),
  );
}

function measurePageHeight(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.scrollHeight);
}

/**
 * Lets the whole page (up to SCREEN_MAX_HEIGHT) load: the window grows to the page's height for a
 * moment, so lazy images below the fold come in, then returns to its size, so the layout (a footer
 * below a window-high main area) is the one a user gets.
 */
async function loadBelowTheFold(page: Page, problems: string[]): Promise<void> {
  const window = page.viewportSize();
  if (!window) return;
  const height = Math.min(SCREEN_MAX_HEIGHT, await measurePageHeight(page));
  if (height <= window.height) return;
  await page.setViewportSize({ width: window.width, height });
  await settle(page, problems);
  await page.setViewportSize(window);
  await settle(page, problems);
}

/** The whole page up to SCREEN_MAX_HEIGHT, or only the window for a page sized to it. */
async function capture(page: Page, shot: Shot, width: ScreenWidth): Promise<Buffer> {
  const options = { animations: 'disabled', caret: 'hide' } as const;
  if (shot.isWindowSized) return page.screenshot(options);
  const height = Math.min(SCREEN_MAX_HEIGHT, await measurePageHeight(page));
  return page.screenshot({ ...options, fullPage: true, clip: { x: 0, y: 0, width, height } });
}

/**
 * The picture as a palette PNG, at full size unless that is over MAX_FILE_BYTES (photo-heavy pages),
 * then smaller: text stays sharp where it can, and the folder stays a few MB.
 */
async function shrink(png: Buffer, width: ScreenWidth): Promise<{ data: Buffer; scale: number }> {
  let smallest: { data: Buffer; scale: number } | undefined;
  for (const scale of OUTPUT_SCALES) {
    const image = sharp(png);
    if (scale !== 1) image.resize({ width: Math.round(width * scale) });
    const data = await image
      .png({ palette: true, quality: PNG_QUALITY, effort: 10, compressionLevel: 9 })
      .toBuffer();
    smallest = { data, scale };
    if (data.length <= MAX_FILE_BYTES) break;
  }
  return smallest!;
}

async function takeShot(
  context: BrowserContext,
  origin: string,
  outputDir: string,
  { locale, width }: { locale: TLocale; width: ScreenWidth },
  shot: Shot,
): Promise<ShotResult> {
  const problems: string[] = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });
  try {
    await page.goto(`${origin}${shot.path}`);
    try {
      await shot.ready(page).waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    } catch {
      problems.push(`its content never showed on ${shot.path}`);
    }
    await settle(page, problems);
    if (!shot.isWindowSized) await loadBelowTheFold(page, problems);
    const png = await capture(page, shot, width);
    const file = `${shot.name}.${locale}.${width}.png`;
    const { data, scale } = await shrink(png, width);
    await writeFile(path.join(outputDir, file), data);
    return { file, bytes: data.length, scale, problems };
  } finally {
    await page.close();
  }
}

/**
 * A browser context as the user of one language, width and role sees the app: the locale, consent and
 * (for a signed-in user) the auth record and cookie of SPEC §3 stored before the app starts, as the
 * app stores them (apps/web/src/lib: language.ts, consent.ts, authStorage.ts).
 */
async function openContext(
  browser: Awaited<ReturnType<BrowserType['launch']>>,
  { locale, width, token }: { locale: TLocale; width: ScreenWidth; token: TTokenResponse | undefined },
): Promise<BrowserContext> {
  const { height, isMobile } = WINDOWS[width];
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile,
    hasTouch: isMobile,
    locale: locale === 'hr' ? 'hr-HR' : 'en-US',
    timezoneId: 'Europe/Zagreb',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({ localeKey, locale: stored, auth }) => {
      const { localStorage, document } = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
        document: { cookie: string };
      };
      localStorage.setItem(localeKey, stored);
      localStorage.setItem('consent', 'accepted');
      // Once only: a page that refreshed its tokens keeps the new ones.
      if (auth && !localStorage.getItem('auth')) {
        localStorage.setItem('auth', JSON.stringify(auth));
        document.cookie = `auth=1; expires=${auth.expiresDate}; path=/; SameSite=Lax`;
      }
    },
    { localeKey: LOCALE_STORAGE_KEY, locale, auth: token ? toAuthRecord(token) : null },
  );
  return context;
}

/** Starts the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium), never a downloaded one. */
export async function launchScreensBrowser(origin: string, outputDir: string) {
  await mkdir(outputDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    /** Runs `use` with a function that takes one screen in a fresh context of this kind. */
    async withContext(
      options: { locale: TLocale; width: ScreenWidth; token: TTokenResponse | undefined },
      use: (shoot: (shot: Shot) => Promise<ShotResult>) => Promise<void>,
    ): Promise<void> {
      const context = await openContext(browser, options);
      try {
        await use((shot) => takeShot(context, origin, outputDir, options, shot));
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
