import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDER_STATES,
  PRERENDERED_DIR,
  PRERENDERED_INDEX,
  PRERENDERED_PAGE_HEADER,
  prerenderedFileOf,
  type TPrerenderedIndex,
} from '@spona/contracts';
import { buildCreator } from '../testing/factories';
import { useTestServer } from '../testing/useTestServer';

/**
 * Issue 19: a signed-in page whose first data is public is sent rendered with that data, asked of the
 * server itself without a user; whenever that cannot be done, its prerendered shell as before. The web
 * build's server entry here is a small one that writes what it was given (the real one is tested by
 * apps/web's serverRender.test.tsx and the end-to-end suite).
 */
const SERVER_ENTRY = `
export function publicAnswersOf(pathname) {
  const profile = /^\\/creator\\/(\\d+)$/.exec(pathname);
  if (profile) return ['/api/v1/public/influencers/' + profile[1], '/api/v1/public/data'];
  return pathname === '/search/creators' ? ['/api/v1/search/influencers?limit=5'] : [];
}
let rendering = 0;
export async function renderDocument(template, manifest, url, state, answers) {
  rendering += 1;
  if (rendering > 1) throw new Error('two pages rendered at once');
  await new Promise((resolve) => setTimeout(resolve, 20));
  rendering -= 1;
  return '<!doctype html><div id="root">rendered ' + url + ' ' + state.locale + '</div>' +
    '<script type="application/json" id="spona-answers">' + JSON.stringify(answers) + '</script>';
}
`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'spona-rendered-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  const index: TPrerenderedIndex = { pages: [] };
  for (const state of PRERENDER_STATES.filter((candidate) => candidate.isSignedIn)) {
    for (const page of ['/search/creators', '/creator/:id', '/messenger']) {
      const file = prerenderedFileOf(page, state);
      await mkdir(path.dirname(path.join(dist, PRERENDERED_DIR, file)), { recursive: true });
      await writeFile(
        path.join(dist, PRERENDERED_DIR, file),
        `<!doctype html><div id="root">shell ${page}</div>`,
      );
      index.pages.push({ path: page, ...state, file });
    }
  }
  await writeFile(path.join(dist, PRERENDERED_DIR, PRERENDERED_INDEX), JSON.stringify(index));
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(root, 'dist-ssr', 'serverRender.js'), SERVER_ENTRY);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
const t = useTestServer(() => ({ WEB_DIST_DIR: path.join(root, 'dist') }));

const signedIn = { cookie: 'auth=1; locale=en; consent=accepted' };

async function load(route: string, headers: Record<string, string> = signedIn) {
  const res = await fetch(`${t.origin}${route}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return { text: await res.text(), pageFile: res.headers.get(PRERENDERED_PAGE_HEADER) };
}

function answersIn(text: string): Record<string, unknown> {
  const json = /id="spona-answers">(.*)<\/script>/.exec(text)?.[1];
  expect(json, text).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('pages rendered with their public data (issue 19)', () => {
  it('renders a public profile with the answers anyone gets, and never names it to the service worker', async () => {
    const creator = await buildCreator(t);
    const { text, pageFile } = await load(`/creator/${creator.id}`);
    expect(text).toContain(`rendered /creator/${creator.id} en`);
    const answers = answersIn(text);
    expect(answers[`/api/v1/public/influencers/${creator.id}`]).toMatchObject({
      id: creator.id,
      first_name: creator.user.firstName,
    });
    expect(answers['/api/v1/public/data']).toHaveProperty('categories');
    // Kept by the worker, it would show this creator on every other creator's address.
    expect(pageFile).toBeNull();
  });

  it('sends the shell where a public answer is not 200, the first data is private, or nobody is signed in', async () => {
    const missing = await load('/creator/2000000000');
    expect(missing.text).toContain('shell /creator/:id');
    expect(missing.pageFile).toBe(prerenderedFileOf('/creator/:id', PRERENDER_STATES[7]!));
    expect((await load('/messenger')).text).toContain('shell /messenger');
    // Signed out there is no such page: the app's own page.
    expect((await load('/search/creators', { cookie: 'locale=en' })).text).toBe(
      '<!doctype html><div id="root"></div>',
    );
    // An address with a query shows what it asks for: the shell, which asks.
    expect((await load('/search/creators?text=ana')).text).toBe('<!doctype html><div id="root"></div>');
  });

  it('renders one page at a time, keeps it a while, and compresses it as the browser accepts', async () => {
    const results = await Promise.all(
      ['hr', 'en', 'hr'].map((locale) =>
        load('/search/creators', { cookie: `auth=1; locale=${locale}; consent=accepted` }),
      ),
    );
    expect(results.map(({ text }) => /rendered \S+ (\w+)/.exec(text)?.[1])).toEqual(['hr', 'en', 'hr']);
    expect(answersIn(results[0]!.text)).toHaveProperty(['/api/v1/search/influencers?limit=5', 'data']);
    const res = await fetch(`${t.origin}/search/creators`, {
      headers: { ...signedIn, 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    // fetch decodes it as a browser does.
    expect(await res.text()).toContain('rendered /search/creators en');
    // A client that accepts no compression gets it plain.
    const plain = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
      const url = new URL('/search/creators', t.origin);
      get(url, { headers: { ...signedIn, 'accept-encoding': 'identity' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks).toString() }),
        );
      }).on('error', reject);
    });
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toContain('rendered /search/creators en');
  });
});
