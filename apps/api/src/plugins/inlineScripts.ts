import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readWhenChanged } from './pageRenderer';

/** A script element and its text; `type` and `src` are read from its attributes. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs (none, JavaScript, a module); a JSON data block is not a script it runs. */
const RUN_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts written into a page: issue 19 puts
 * the page's preload into index.html (apps/web/build/inlinePreload.ts), and every page is made from it.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUN_TYPE.test(type) || text.length === 0) continue;
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/**
 * The inline scripts' sources of the build in `distDir` (its index.html), read again when a new build
 * replaces it; none without a build.
 */
export function inlineScriptSourcesOf(distDir: string): () => readonly string[] {
  const read = readWhenChanged(path.join(distDir, 'index.html'), (file) => {
    try {
      return inlineScriptSources(readFileSync(file, 'utf8'));
    } catch {
      return [];
    }
  });
  return () => read() ?? [];
}
