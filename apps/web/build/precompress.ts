import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, fonts and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this, the compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(full);
      return [full];
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of `dir` larger than 1 kB, so the server sends them as they are (`@fastify/static`
 * `preCompressed`) instead of compressing on every request. Returns how many files it compressed.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size <= MIN_BYTES) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
    }),
  );
  return count;
}

/**
 * Vite plugin (issue 7): precompresses the build once it is complete, after every other plugin (the
 * service worker of vite-plugin-pwa is written in its own closeBundle).
 */
export function precompress(): Plugin {
  let outDir = '';
  let hasFailed = false;
  return {
    name: 'spona-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      hasFailed = error !== undefined;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Rollup closes the bundle after a failed build too: there is nothing new to compress then.
        if (hasFailed) return;
        const count = await precompressFolder(outDir);
        this.info(`precompressed ${count} files (.br and .gz)`);
      },
    },
  };
}
