/**
 * Lighthouse audit of the web app (issue 7): home, login, creator search, a creator's public profile
 * and the messenger, each loaded cold with Lighthouse 12's mobile settings (Moto G Power screen, the
 * default simulated slow 4G and 4x CPU slowdown) in the system Chromium. Prints the category scores
 * and the main metrics. An audit, not a test: scores depend on the machine (its benchmark index is
 * printed); `--assert` makes it exit 1 below the goals (performance, accessibility and best
 * practices at least 95).
 *
 * It starts its own server: the production build (`--dist`, else WEB_DIST_DIR, else apps/web/dist,
 * built first when missing), NODE_ENV=production, a temporary DATA_DIR with the demo data, a free
 * port. Home and login are audited logged out (a first visit: empty storage, the consent banner
 * shows); the others signed in as the demo advertiser, with the auth record and the `auth` cookie
 * stored as the app stores them and the consent accepted (a returning user), caches still cold.
 *
 * Usage: npm run audit:lighthouse -- [--assert] [--runs 3] [--dist <folder>] [--json <folder>]
 *   CHROME_PATH (default /usr/bin/chromium) picks the browser.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_LOGINS } from '../apps/api/src/db/seed/demo';

const ROOT = path.resolve(import.meta.dirname, '..');
const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** The demo advertiser: sees creators in search and has arrangements in the messenger. */
const SIGNED_IN_LOGIN = DEMO_LOGINS.find((login) => login.username === 'brand') ?? DEMO_LOGINS[0]!;

interface AuditPage {
  name: string;
  path: string;
  isSignedIn: boolean;
}

interface PageResult {
  page: AuditPage;
  lhr: Result;
}

function readOption(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const isAssert = process.argv.includes('--assert');
const runs = Math.max(1, Number(readOption('--runs') ?? 1));
const jsonDir = readOption('--json');
const distDir = path.resolve(
  readOption('--dist') ?? process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function buildWebAppIfMissing(): void {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  console.log(`No build in ${distDir}: building the web app there first…`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

const serverEntry = path.join(ROOT, 'apps/api/dist/main.js');

function buildServerIfMissing(): void {
  if (existsSync(serverEntry)) return;
  console.log('No build of the API: building it first…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@spona/api'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the API build failed');
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/v1/health within 2 minutes');
}

async function startServer(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      MARKETING_SITE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // localhost, not 127.0.0.1: a secure context for the browser, like the e2e suite uses.
  const origin = `http://localhost:${port}`;
  await waitForHealth(origin, child);
  return { origin, child };
}

async function signIn(origin: string) {
  const script = await (await fetch(`${origin}/runtime-config.js`)).text();
  const secret = /"oauthClientSecret":"([^"]+)"/.exec(script)?.[1];
  if (!secret) throw new Error('no oauthClientSecret in /runtime-config.js');
  const response = await fetch(`${origin}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 2,
      client_secret: secret,
      username: SIGNED_IN_LOGIN.username,
      password: SIGNED_IN_LOGIN.password,
      scope: '*',
    }),
  });
  if (!response.ok) throw new Error(`signing in as ${SIGNED_IN_LOGIN.username} failed: ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
}

/** A creator the public profile audit opens: the first one creator search answers. */
async function findCreatorId(origin: string, accessToken: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1/search/influencers?limit=1`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const body = (await response.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('creator search answered no creator');
  return id;
}

/**
 * Stores the auth record of SPEC §3 and the `auth` cookie as the app does after sign-in, accepts the
 * consent, and empties the HTTP cache, the service worker and its caches: a signed-in user, cold load.
 */
async function prepareSignedInVisit(
  browser: Browser,
  origin: string,
  token: { access_token: string; refresh_token: string; expires_in: number },
) {
  const page = await browser.newPage();
  // A plain file of the origin: a document to write the origin's storage from, without starting the app.
  await page.goto(`${origin}/runtime-config.js`);
  const expiresDate = new Date(Date.now() + token.expires_in * 1000).toUTCString();
  await page.evaluate(
    (auth) => {
      // Runs in the page (scripts have no DOM types): its local storage and cookies.
      const { localStorage, document } = globalThis as unknown as {
        localStorage: { clear(): void; setItem(key: string, value: string): void };
        document: { cookie: string };
      };
      localStorage.clear();
      localStorage.setItem('auth', JSON.stringify(auth));
      localStorage.setItem('consent', 'accepted');
      document.cookie = `auth=1; expires=${auth.expiresDate}; path=/; SameSite=Lax`;
    },
    { access_token: token.access_token, refresh_token: token.refresh_token, expiresDate },
  );
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await session.detach();
  await page.close();
}

async function auditPage(
  chrome: LaunchedChrome,
  browser: Browser,
  origin: string,
  page: AuditPage,
  token: Awaited<ReturnType<typeof signIn>>,
): Promise<Result> {
  if (page.isSignedIn) await prepareSignedInVisit(browser, origin, token);
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Signed-in pages keep the stored sign-in; prepareSignedInVisit emptied the caches instead.
    disableStorageReset: page.isSignedIn,
  };
  const result = await lighthouse(`${origin}${page.path}`, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  return result.lhr;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.displayValue ?? '-';

function printResults(results: PageResult[]): void {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const rows = results.map(({ page, lhr }) => [
    `${page.name} (${page.path})`,
    ...CATEGORIES.map((category) => String(score(lhr, category))),
    ...[
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((audit) => metric(lhr, audit)),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
  }
  for (const { page, lhr } of results) {
    const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    if (failing.length > 0) console.log(`\n${page.name}, audits to look at: ${failing.join(', ')}`);
  }
  const first = results[0]?.lhr;
  if (first) {
    console.log(
      `\nLighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, benchmark index ${first.environment.benchmarkIndex} (the CPU the simulated 4x slowdown starts from), ${runs} run(s) per page, median by performance`,
    );
  }
}

async function main(): Promise<void> {
  buildWebAppIfMissing();
  buildServerIfMissing();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-lighthouse-'));
  let server: { origin: string; child: ChildProcess } | undefined;
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer(dataDir);
    const { origin } = server;
    const token = await signIn(origin);
    const creatorId = await findCreatorId(origin, token.access_token);
    const pages: AuditPage[] = [
      { name: 'home', path: '/', isSignedIn: false },
      { name: 'login', path: '/login', isSignedIn: false },
      { name: 'search', path: '/search/creators', isSignedIn: true },
      { name: 'public profile', path: `/creator/${creatorId}`, isSignedIn: true },
      { name: 'messenger', path: '/messenger', isSignedIn: true },
    ];
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });

    const results: PageResult[] = [];
    for (const page of pages) {
      const lhrs: Result[] = [];
      for (let run = 0; run < runs; run += 1)
        lhrs.push(await auditPage(chrome, browser, origin, page, token));
      lhrs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = lhrs[Math.floor(lhrs.length / 2)]!;
      results.push({ page, lhr: median });
      console.log(
        `audited ${page.name}: performance ${lhrs.map((lhr) => score(lhr, 'performance')).join(', ')}`,
      );
      if (jsonDir) {
        await mkdir(jsonDir, { recursive: true });
        await writeFile(path.join(jsonDir, `${page.name.replace(/\s+/g, '-')}.json`), JSON.stringify(median));
      }
    }
    console.log('');
    printResults(results);

    const belowGoal = results.flatMap(({ page, lhr }) =>
      Object.entries(GOALS)
        .filter(([category, goal]) => score(lhr, category) < goal)
        .map(([category, goal]) => `${page.name}: ${category} ${score(lhr, category)} < ${goal}`),
    );
    if (belowGoal.length > 0) console.log(`\nBelow the goals:\n  ${belowGoal.join('\n  ')}`);
    else console.log('\nEvery page meets the goals (performance, accessibility, best practices >= 95).');
    if (isAssert && belowGoal.length > 0) process.exitCode = 1;
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    server?.child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
