import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInlineScript } from './inlinePreload';

describe('the page preload written into index.html (issue 19)', () => {
  it('is one script on its own: nothing imported or exported, the prerendered state read by its id', async () => {
    const code = await buildInlineScript();
    expect(code).not.toMatch(/\bimport\s*[("'{*]|\bexport\s*[{*]/);
    expect(code).toContain('modulepreload');
    expect(code).toContain('"spona-prerender"');
    expect(code).toContain('first-contentful-paint');
    // A few hundred bytes inside every page, not a second app.
    expect(code.length).toBeLessThan(3000);
  });

  it('refuses a module that would load another at run time, and never ends its element early', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'spona-inline-'));
    try {
      const entry = path.join(dir, 'entry.ts');
      await writeFile(entry, "const main = location.origin + '/assets/main.js';\nvoid import(main);\n");
      await expect(buildInlineScript(entry)).rejects.toThrow(/neither import nor export/);
      await writeFile(entry, "document.title = '</script><script>alert(1)';\n");
      // What would end the script element comes out escaped (esbuild), or the build refuses it.
      expect(await buildInlineScript(entry)).not.toMatch(/<\/script/i);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
