import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder (issue 7: hashed assets served precompressed)', () => {
  let dir: string;
  const bigScript = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'spona-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'assets/index-abcdef12.js'), bigScript);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(200)}`);
    await writeFile(path.join(dir, 'assets/tiny-abcdef12.js'), 'export {};\n');
    await writeFile(path.join(dir, 'icon.png'), Buffer.alloc(4096, 1));
    await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify({ big: 'x'.repeat(4096) }));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz copies that decompress to the original, beside files over 1 kB', async () => {
    expect(await precompressFolder(dir)).toBe(2);
    const original = await readFile(path.join(dir, 'assets/index-abcdef12.js'));
    const br = await readFile(path.join(dir, 'assets/index-abcdef12.js.br'));
    const gz = await readFile(path.join(dir, 'assets/index-abcdef12.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
  });

  it('leaves small files, images and the build tool folders alone', async () => {
    await precompressFolder(dir);
    expect(existsSync(path.join(dir, 'assets/tiny-abcdef12.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, '.vite/manifest.json.br'))).toBe(false);
  });
});
