import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDER_STATES,
  PRERENDERED_DIR,
  PRERENDERED_INDEX,
  PRERENDERED_PAGE_HEADER,
  prerenderedFileFor,
  prerenderedFileOf,
  type TPrerenderedIndex,
  type TPrerenderState,
} from '@spona/contracts';
import { useTestServer } from '../testing/useTestServer';

/** Issue 19: a build with a page prerendered for every state, each saying which one it is. */
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/about' },
  { path: '/dashboard', signedIn: true },
  { path: '/creator/:id', signedIn: true },
];

function labelOf(pagePath: string, state: TPrerenderState): string {
  return `${pagePath} ${state.locale} ${state.isSignedIn ? 'in' : 'out'} ${state.hasConsent ? 'consent' : 'banner'}`;
}

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'spona-prerendered-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const index: TPrerenderedIndex = { pages: [] };
  for (const state of PRERENDER_STATES) {
    for (const page of PAGES) {
      if (page.signedIn !== undefined && page.signedIn !== state.isSignedIn) continue;
      const file = prerenderedFileOf(page.path, state);
      await mkdir(path.dirname(path.join(dist, PRERENDERED_DIR, file)), { recursive: true });
      await writeFile(
        path.join(dist, PRERENDERED_DIR, file),
        `<!doctype html><div id="root">${labelOf(page.path, state)}</div>`,
      );
      index.pages.push({ path: page.path, ...state, file });
    }
  }
  await writeFile(path.join(dist, PRERENDERED_DIR, PRERENDERED_INDEX), JSON.stringify(index));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
const t = useTestServer(() => ({ WEB_DIST_DIR: dist }));

async function page(route: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.origin}${route}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return {
    text: await res.text(),
    vary: res.headers.get('vary') ?? '',
    pageFile: res.headers.get(PRERENDERED_PAGE_HEADER),
  };
}

describe('prerendered pages (issue 19)', () => {
  it('sends the page prerendered for the state the cookies tell', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/', { cookie: 'locale=en' }, '/ en out banner'],
      ['/', { cookie: 'locale=hr; consent=accepted' }, '/ hr out consent'],
      ['/about', { cookie: 'auth=1; locale=en; consent=accepted' }, '/about en in consent'],
      ['/about', { cookie: 'locale=hr' }, '/about hr out banner'],
      ['/dashboard', { cookie: 'auth=1; locale=hr' }, '/dashboard hr in banner'],
      ['/creator/12', { cookie: 'auth=1; locale=en; consent=accepted' }, '/creator/:id en in consent'],
      ['/dashboard/', { cookie: 'auth=1; locale=en' }, '/dashboard en in banner'],
    ];
    for (const [route, headers, label] of cases) {
      const { text, vary, pageFile } = await page(route, headers);
      expect(text, route).toContain(label);
      expect(vary).toMatch(/Cookie/);
      // The service worker keeps the page under the name the server gives, which its own choice
      // (prerenderedFileFor, from the same cookies) must equal.
      const [pagePath = '', locale, signedIn, consent] = label.split(' ');
      const state = {
        locale: locale as 'hr' | 'en',
        isSignedIn: signedIn === 'in',
        hasConsent: consent === 'consent',
      };
      expect(pageFile, route).toBe(prerenderedFileOf(pagePath, state));
      expect(prerenderedFileFor(route, state), route).toBe(pageFile);
    }
  });

  it('chooses the language as SPEC §1 does when no locale cookie is set: Accept-Language, else Croatian', async () => {
    expect((await page('/about', { 'accept-language': 'sr-Latn-RS,en;q=0.8' })).text).toContain('/about hr');
    expect((await page('/about', { 'accept-language': 'de-DE,hr;q=0.8' })).text).toContain('/about en');
    expect((await page('/about')).text).toContain('/about hr');
    // The stored choice (its cookie) wins over the browser's language.
    const chosen = await page('/about', { 'accept-language': 'hr', cookie: 'locale=en' });
    expect(chosen.text).toContain('/about en');
    // A cookie naming no known locale is no choice.
    expect((await page('/about', { 'accept-language': 'en', cookie: 'locale=xx' })).text).toContain(
      '/about en',
    );
  });

  it('sends the empty app page where no prerendered page fits', async () => {
    const cases: [string, Record<string, string>][] = [
      // Signed-in pages for a visitor who is not (the app sends them to /login), and the reverse.
      ['/dashboard', {}],
      ['/', { cookie: 'auth=1' }],
      // A query the page reads into what it shows.
      ['/about?ref=mail', {}],
      ['/dashboard?tab=1', { cookie: 'auth=1' }],
      // A parameter that is no id, and pages nothing was prerendered for.
      ['/creator/abc', { cookie: 'auth=1' }],
      ['/creator/12/more', { cookie: 'auth=1' }],
      ['/console/users', { cookie: 'auth=1' }],
      ['/unknown', {}],
    ];
    for (const [route, headers] of cases) {
      const { text, pageFile } = await page(route, headers);
      expect(text, route).toBe('<!doctype html><div id="root"></div>');
      expect(pageFile, route).toBeNull();
    }
  });

  it('never sends a prerendered page for an address that is not a page', async () => {
    const res = await fetch(`${t.origin}/assets/missing.js`, { headers: { cookie: 'auth=1' } });
    expect(res.status).toBe(404);
  });
});
