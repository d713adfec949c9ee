import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/useTestServer';

/** As the build writes the page preload into index.html (apps/web/build/inlinePreload.ts). */
const INLINE_SCRIPT = 'document.documentElement.dataset.preloaded = ""';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'spona-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Spona</title><script type="module">${INLINE_SCRIPT}</script><div id="root"></div>`,
  );
  await writeFile(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'ngsw-worker.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Spona"}');
  await mkdir(path.join(dist, 'icons'));
  await writeFile(path.join(dist, 'icons', 'icon-maskable-512.png'), 'png');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
// Registered after the hooks that write and remove the build: starts on it, and closes before it goes.
const t = useTestServer(() => ({ WEB_DIST_DIR: dist }));

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

  it('serves the service worker and the manifest with their types, revalidated on every use', async () => {
    const worker = await fetch(`${t.origin}/ngsw-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('addEventListener');
    const manifest = await fetch(`${t.origin}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // Not under assets/: an icon's name may look hashed, it is still replaced in place by a release.
    const icon = await fetch(`${t.origin}/icons/icon-maskable-512.png`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const index = await fetch(`${t.origin}/index.html`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it("allows the page's own inline script by its hash, and no other", async () => {
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const csp = (await fetch(`${t.origin}/messenger`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it('allows the service worker and the manifest in its Content-Security-Policy', async () => {
    const csp = (await fetch(`${t.origin}/dashboard`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers a missing file with 404, never with the page', async () => {
    for (const file of ['/sw.js', '/manifest.json', '/icons/missing.png', '/favicon.ico']) {
      const res = await fetch(`${t.origin}${file}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('serves files that appear after start-up (a new build copied over the old one)', async () => {
    await writeFile(path.join(dist, 'assets', 'Page-Zz98Yy76.js'), 'console.log(2)');
    await writeFile(path.join(dist, 'ngsw-worker.js'), '// the next version');
    const chunk = await fetch(`${t.origin}/assets/Page-Zz98Yy76.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(await (await fetch(`${t.origin}/ngsw-worker.js`)).text()).toBe('// the next version');
  });

  it('keeps the API answering 404 JSON for unknown paths of any method', async () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const res = await fetch(`${t.api}/nothing-here`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    expect((await fetch(`${t.origin}/.vite/manifest.json`)).status).toBe(404);
    const traversal = await fetch(`${t.origin}/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`);
    expect(await traversal.text()).not.toContain('root:');
  });
});
