import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../testing/factories';
import { useTestServer } from '../testing/useTestServer';

/** The only paths without a limit: the health probe, and the web app's files and runtime configuration. */
const EXEMPT_PATHS = ['/api/v1/health', '/*', '/runtime-config.js'];

/**
 * Every route of Fastify's router as `METHOD /path`, read from `printRoutes` (a tree: each line a
 * path segment below the line it is indented under, with its methods). A line it cannot read fails
 * the test, so a change of that format cannot make the walk find nothing.
 */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n').filter((l) => l.trim() !== '')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) throw new Error(`printRoutes line not understood: ${line}`);
    const depth = match[1]!.length / 4;
    // The wildcard of the web app's files shows as `*` at the root.
    const fullPath = (parents[depth - 1] ?? (match[2]!.startsWith('/') ? '' : '/')) + match[2]!;
    parents.length = depth;
    parents.push(fullPath);
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${fullPath}`);
  }
  return routes;
}

// A built web app, so that its files' route is walked too.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'spona-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Spona</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
const t = useTestServer({ WEB_DIST_DIR: webDist });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** An address the way the rate limits see it (inject's socket; TRUST_PROXY is loopback only). */
const SCRAPER = '198.51.100.7';
const NEIGHBOUR = '198.51.100.8';

describe('rate limits on every route (issue 15, finding 9)', () => {
  it('gives every registered route a limit, except the named exempt paths', async () => {
    const routes = registeredRoutes(t.server.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(100);
    const unlimited = routes.filter((route) => {
      const limit = t.server.routeRateLimits.get(route);
      return !limit || !(typeof limit.max === 'number' && limit.max > 0);
    });
    const exempt = routes.filter((route) => EXEMPT_PATHS.includes(route.split(' ')[1]!));
    expect(exempt).toContain('GET /*');
    expect(unlimited).toEqual(exempt);
  });

  it('answers 429 with Retry-After past the default limit on a public profile, which had no limit', async () => {
    const creator = await buildCreator(t);
    const visit = (remoteAddress: string, token?: string) =>
      t.server.inject({
        method: 'GET',
        url: `/api/v1/public/influencers/${creator.id}`,
        remoteAddress,
        headers: { 'app-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const statuses: number[] = [];
    for (let i = 0; i < t.config.rateLimitDefaultMax; i += 1)
      statuses.push((await visit(SCRAPER)).statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const refused = await visit(SCRAPER);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/too many/i);

    // Another address, a signed-in user behind the same address, and another route keep their budgets.
    expect((await visit(NEIGHBOUR)).statusCode).toBe(200);
    expect((await visit(SCRAPER, creator.token)).statusCode).toBe(200);
    const search = await t.server.inject({
      method: 'GET',
      url: '/api/v1/search/influencers',
      remoteAddress: SCRAPER,
    });
    expect(search.statusCode).toBe(200);
  });

  it('never limits the health probe, the web app shell or its files', async () => {
    const paths = ['/api/v1/health', '/', '/assets/index-AbCdEf12.js', '/runtime-config.js'];
    for (const url of paths) {
      const statuses = new Set<number>();
      for (let i = 0; i <= t.config.rateLimitDefaultMax; i += 1) {
        statuses.add((await t.server.inject({ method: 'GET', url, remoteAddress: SCRAPER })).statusCode);
      }
      expect([url, ...statuses]).toEqual([url, 200]);
    }
  });
});
