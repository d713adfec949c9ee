import { describe, expect, it } from 'vitest';
import { writePageDocument, type Manifest } from './pageDocument';
import { PRERENDER_STATE_ELEMENT_ID, type EmbeddedPrerender } from './prerenderState';

const TEMPLATE =
  '<!doctype html><html lang="hr"><head><title>Spona</title></head><body><div id="root"></div></body></html>';

/** A build's chunks as Vite's manifest names them: the entry, the app, libraries, a page, the banners. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e.js',
    isEntry: true,
    imports: ['_shared-s.js'],
    css: ['assets/index.css'],
  },
  '_shared-s.js': { file: 'assets/shared-s.js' },
  '_main-m.js': {
    file: 'assets/main-m.js',
    name: 'main',
    imports: ['_vendor-v.js', 'index.html', '_ui-base-u.js'],
  },
  '_vendor-v.js': { file: 'assets/vendor-v.js' },
  '_ui-base-u.js': { file: 'assets/ui-base-u.js', imports: ['_vendor-v.js'], css: ['assets/ui-base.css'] },
  '_ui-i.js': { file: 'assets/ui-i.js', imports: ['_vendor-v.js', '_main-m.js'], css: ['assets/ui.css'] },
  'src/lib/catalogues/hr.ts': { file: 'assets/hr-h.js' },
  'src/lib/responseSchemas.ts': { file: 'assets/responseSchemas-r.js', imports: ['_zod-z.js'] },
  '_zod-z.js': { file: 'assets/zod-z.js' },
  'src/features/messenger/pages/MessengerPage.tsx': {
    file: 'assets/MessengerPage-p.js',
    imports: ['_main-m.js', '_ui-i.js'],
    css: ['assets/MessengerPage.css'],
  },
  'src/features/pwa/components/InstallBanner.tsx': {
    file: 'assets/InstallBanner-b.js',
    imports: ['_main-m.js', '_bannerState-t.js'],
  },
  'src/features/pwa/components/UpdateBanner.tsx': {
    file: 'assets/UpdateBanner-c.js',
    imports: ['_main-m.js', '_bannerState-t.js'],
  },
  '_bannerState-t.js': { file: 'assets/bannerState-t.js', imports: ['_ui-base-u.js'] },
};

function embeddedOf(html: string): EmbeddedPrerender {
  const match = new RegExp(`id="${PRERENDER_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return JSON.parse(match![1]!) as EmbeddedPrerender;
}

describe("a prerendered page's scripts (issue 19)", () => {
  const html = writePageDocument(
    TEMPLATE,
    manifest,
    { html: '<main></main>', title: 'Poruke', modules: ['MessengerPage'], gates: 1, skippable: [] },
    { locale: 'hr', isSignedIn: true, hasConsent: true },
  );

  it('lists them each after the chunks it imports, without what the entry loads itself', () => {
    // The entry (boot.ts) runs them in this order, one task each: none may come before its imports.
    expect(embeddedOf(html).preload).toEqual([
      '/assets/vendor-v.js',
      '/assets/ui-base-u.js',
      '/assets/main-m.js',
      '/assets/hr-h.js',
      '/assets/zod-z.js',
      '/assets/responseSchemas-r.js',
      '/assets/ui-i.js',
      '/assets/MessengerPage-p.js',
    ]);
  });

  it('links the styles in the order the chunks are met, as Vite inserts them', () => {
    const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(['assets/ui-base.css', 'assets/MessengerPage.css', 'assets/ui.css']);
  });
});
