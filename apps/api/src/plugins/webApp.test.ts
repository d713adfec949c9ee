import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer';

let t: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'spona-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Spona</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  t = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page route with index.html so the client router decides', async () => {
    for (const route of ['/', '/dashboard', '/creator/12', '/some/unknown/page']) {
      const res = await fetch(`${t.origin}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed build files for a year', async () => {
    const res = await fetch(`${t.origin}/assets/index-AbCdEf12.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('never answers an unknown API path or a missing asset with the web app', async () => {
    const api = await fetch(`${t.api}/nothing-here`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    const asset = await fetch(`${t.origin}/assets/missing-file.js`);
    expect(asset.status).toBe(404);
  });
});
