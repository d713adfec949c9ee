import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptSources, inlineScriptSourcesOf } from './inlineScripts';

const sourceOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the sources of the scripts a page carries inline (issue 19)', () => {
  it('hashes the scripts a browser runs, not the linked ones or the data blocks', () => {
    const html = [
      '<script src="/runtime-config.js" defer></script>',
      '<script type="module">document.title = "a";</script>',
      '<script type="module" crossorigin src="/assets/index-x.js"></script>',
      '<script type="application/json" id="spona-prerender">{"state":{}}</script>',
      '<script>var b = 1;</script>',
    ].join('\n');
    expect(inlineScriptSources(html)).toEqual([sourceOf('document.title = "a";'), sourceOf('var b = 1;')]);
  });

  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("reads them off the build's index.html, again when a new build replaces it, none without one", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'spona-inline-'));
    const read = inlineScriptSourcesOf(dir);
    expect(read()).toEqual([]);
    const file = path.join(dir, 'index.html');
    await writeFile(file, '<script type="module">one()</script>');
    expect(read()).toEqual([sourceOf('one()')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(file, '<script type="module">two()</script>');
    expect(read()).toEqual([sourceOf('two()')]);
  });
});
