/**
 * The pages issue 19 measures, and how a browser is put in the state each is measured in: shared by
 * the Lighthouse audit (audit-lighthouse.ts) and the main-thread profile (profile-main-thread.ts), so
 * both look at the same pages in the same state.
 */
import type { Browser } from 'puppeteer-core';
import type { TTokenResponse } from '@spona/contracts';
import { DEMO_LOGINS } from '../apps/api/src/db/seed/demo';
import { toAuthRecord } from './demoServer';

/** The system Chromium, headless, without the calls home this machine's closed network refuses. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The demo advertiser: sees creators in search and has arrangements in the messenger. */
export const SIGNED_IN_LOGIN = DEMO_LOGINS.find((login) => login.username === 'brand') ?? DEMO_LOGINS[0]!;

export interface AuditPage {
  name: string;
  path: string;
  isSignedIn: boolean;
  /** Issue 19's Lighthouse performance goal for the page. */
  performanceGoal: number;
}

/** A creator the public profile opens: the first one creator search answers. */
async function findCreatorId(origin: string, accessToken: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1/search/influencers?limit=1`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const body = (await response.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('creator search answered no creator');
  return id;
}

/** Home and login logged out (a first visit); search, a public profile and the messenger signed in. */
export async function listAuditPages(origin: string, token: TTokenResponse): Promise<AuditPage[]> {
  const creatorId = await findCreatorId(origin, token.access_token);
  return [
    { name: 'home', path: '/', isSignedIn: false, performanceGoal: 95 },
    { name: 'login', path: '/login', isSignedIn: false, performanceGoal: 95 },
    { name: 'search', path: '/search/creators', isSignedIn: true, performanceGoal: 90 },
    { name: 'public profile', path: `/creator/${creatorId}`, isSignedIn: true, performanceGoal: 90 },
    { name: 'messenger', path: '/messenger', isSignedIn: true, performanceGoal: 90 },
  ];
}

/**
 * Stores the auth record of SPEC §3 and the `auth` cookie as the app does after sign-in, with the
 * user's language (stored and in its cookie, as sign-in stores it), accepts the consent, and empties
 * the HTTP cache, the service worker and its caches: a signed-in user, cold load.
 */
export async function prepareSignedInVisit(browser: Browser, origin: string, token: TTokenResponse) {
  // The app stores the user's language at sign-in (useSignIn: SPEC §4), in storage and its cookie.
  const user = (await (
    await fetch(`${origin}/api/v1/auth/user`, { headers: { Authorization: `Bearer ${token.access_token}` } })
  ).json()) as { preferred_language: string };
  const page = await browser.newPage();
  // A plain file of the origin: a document to write the origin's storage from, without starting the app.
  await page.goto(`${origin}/runtime-config.js`);
  await page.evaluate(
    (auth, locale) => {
      // Runs in the page (scripts have no DOM types): its local storage and cookies.
      const { localStorage, document } = globalThis as unknown as {
        localStorage: { clear(): void; setItem(key: string, value: string): void };
        document: { cookie: string };
      };
      localStorage.clear();
      localStorage.setItem('auth', JSON.stringify(auth));
      localStorage.setItem('consent', 'accepted');
      document.cookie = `auth=1; expires=${auth.expiresDate}; path=/; SameSite=Lax`;
      // As the app's acceptance writes it (lib/consent.ts): the server picks the page by it (issue 19).
      document.cookie = 'consent=accepted; max-age=31536000; path=/; SameSite=Lax';
      localStorage.setItem('locale', locale);
      document.cookie = `locale=${locale}; max-age=31536000; path=/; SameSite=Lax`;
    },
    toAuthRecord(token),
    user.preferred_language,
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

/** A visit of a page that leaves nothing behind: storage, caches and the service worker emptied. */
export async function clearOrigin(browser: Browser, origin: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${origin}/runtime-config.js`);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await session.detach();
  await page.close();
}

/**
 * Issue 19: an earlier visit of the page, so the service worker is installed, controls the origin
 * and keeps the page (a second load, through the worker, keeps the prerendered page it answers).
 */
export async function warmServiceWorker(browser: Browser, origin: string, page: AuditPage): Promise<void> {
  const tab = await browser.newPage();
  await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0' });
  await tab.waitForFunction("navigator.serviceWorker.controller?.state === 'activated'", { timeout: 30_000 });
  await tab.reload({ waitUntil: 'networkidle0' });
  await tab.close();
}
