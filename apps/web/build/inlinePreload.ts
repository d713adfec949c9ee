import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The module written into every page (src/app/prerender/preloadPage.ts). */
const PRELOAD_MODULE = fileURLToPath(new URL('../src/app/prerender/preloadPage.ts', import.meta.url));

/**
 * The preload module as a script inside the page: bundled on its own (it shares no module with the
 * app, whose copy would be another), minified. Throws on code that cannot sit inside a script element.
 */
export async function buildInlineScript(entry: string = PRELOAD_MODULE): Promise<string> {
  const output = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  });
  const code = output.outputFiles[0]!.text.trim();
  if (/\bimport\s*\(|\bimport\s*["'{*\w]|\bexport\s*[{*\w]/.test(code.replace(/\bimport\.meta\b/g, ''))) {
    throw new Error('a script written into the page may neither import nor export');
  }
  if (/<\/script|<!--/i.test(code)) throw new Error('the script contains text that would end its element');
  return code;
}

/**
 * Issue 19: the script that asks for a prerendered page's chunks (src/app/prerender/preloadPage.ts),
 * written into index.html before the entry. Asked for by the entry (app/boot.ts), the chunks waited for
 * the entry's download first, a round trip more on a phone's connection (Lighthouse's simulation of the
 * messenger: its first screen half a second later). Every page the server sends is made from index.html
 * (src/app/prerender/pageDocument.ts); the server allows the script in its Content-Security-Policy by
 * its hash (apps/api/src/plugins/inlineScripts.ts). In development the entry does without it: no page
 * is prerendered there.
 */
export function inlinePreload(): Plugin {
  return {
    name: 'spona-inline-preload',
    apply: 'build',
    transformIndexHtml: {
      // After Vite's own: it would bundle an inline module script into the entry.
      order: 'post',
      async handler(html) {
        const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/;
        if (!entryTag.test(html)) throw new Error('index.html loads no entry to put the preload before');
        const code = await buildInlineScript();
        return html.replace(entryTag, (tag) => `<script type="module">${code}</script>\n    ${tag}`);
      },
    },
  };
}
