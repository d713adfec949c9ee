import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/useTestServer';

/**
 * Issue 7: the build writes `.br` and `.gz` beside its text files (apps/web/build/precompress.ts) and
 * the server sends the one the client accepts, as it is, with the right type and cache headers.
 */
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `text ${i}`))};\n`;
const STYLES = `.a { color: red; }\n`.repeat(200);
const PAGE = `<!doctype html><title>Spona</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const WORKER = `self.addEventListener('fetch', () => {});\n${'// padding\n'.repeat(200)}`;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without any automatic decompression: the test sees the bytes the server sent. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function writeWithCopies(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'spona-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeWithCopies(path.join(dist, 'index.html'), PAGE);
  await writeWithCopies(path.join(dist, 'assets', 'index-AbCdEf12.js'), SCRIPT);
  await writeWithCopies(path.join(dist, 'assets', 'mantine-AbCdEf12.css'), STYLES);
  await writeWithCopies(path.join(dist, 'ngsw-worker.js'), WORKER);
  // Under 1 kB: the build leaves it uncompressed.
  await writeFile(path.join(dist, 'assets', 'tiny-AbCdEf12.js'), 'export {};\n');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
// Registered after the hooks that write and remove the build: starts on it, and closes before it goes.
const t = useTestServer(() => ({ WEB_DIST_DIR: dist }));

describe('precompressed web app files', () => {
  it('sends the brotli copy of a hashed script to a client that accepts it, cached for a year', async () => {
    const res = await request(`${t.origin}/assets/index-AbCdEf12.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const res = await request(`${t.origin}/assets/mantine-AbCdEf12.css`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(gzipSync(STYLES))).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression, still varying by Accept-Encoding', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of variants) {
      const res = await request(`${t.origin}/assets/index-AbCdEf12.js`, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(SCRIPT);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a small file without a compressed copy as it is', async () => {
    const res = await request(`${t.origin}/assets/tiny-AbCdEf12.js`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export {};\n');
  });

  it('sends the page (any route) compressed, as HTML that is revalidated on every use', async () => {
    for (const route of ['/', '/dashboard', '/index.html']) {
      const res = await request(`${t.origin}${route}`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.equals(brotliCompressSync(PAGE))).toBe(true);
    }
  });

  it('keeps the service worker revalidated on every use when it is sent compressed', async () => {
    const res = await request(`${t.origin}/ngsw-worker.js`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const res = await request(`${t.origin}/assets/index-AbCdEf12.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBe(0);
  });

  it('answers a missing script 404 whatever the client accepts', async () => {
    const res = await request(`${t.origin}/assets/missing-AbCdEf12.js`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
