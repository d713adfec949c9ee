import { describe, expect, it } from 'vitest';
import { charsetOf, summarizePage } from './openGraph';

const html = (head: string, body = '') =>
  Buffer.from(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);

describe('summarizePage (issue 18 link previews)', () => {
  it('reads the Open Graph title, description, site name and picture as plain text', () => {
    const page = html(`
      <meta property="og:title" content="Summer &amp; sea: &lt;b&gt;launch&lt;/b&gt;">
      <META PROPERTY="og:description" CONTENT="  A   long
        walk by the sea.  ">
      <meta property="og:site_name" content="Brand&#39;s blog">
      <meta property="og:image" content="/images/cover.jpg?size=large">
      <title>Ignored when og:title exists</title>`);
    expect(summarizePage(page, 'text/html', 'https://blog.example.com/posts/1')).toEqual({
      title: 'Summer & sea: launch',
      description: 'A long walk by the sea.',
      siteName: "Brand's blog",
      imageSource: 'https://blog.example.com/images/cover.jpg?size=large',
    });
  });

  it("falls back to the page's title and description, and ignores a picture's <title>", () => {
    const page = html(
      '<title>\n  Ana &amp; Marko — travel  </title><meta name="description" content="Stories">',
      '<svg><title>icon</title></svg>',
    );
    expect(summarizePage(page, 'text/html', 'https://x.example/')).toEqual({
      title: 'Ana & Marko — travel',
      description: 'Stories',
      siteName: null,
      imageSource: null,
    });
    const svgFirst = html('<svg><title>icon</title></svg><title>Page</title>');
    expect(summarizePage(svgFirst, 'text/html', 'https://x.example/').title).toBe('Page');
  });

  it('keeps only http(s) pictures and cuts long texts at a word', () => {
    const page = html(`
      <meta property="og:title" content="${'word '.repeat(100)}">
      <meta property="og:image" content="javascript:alert(1)">`);
    const summary = summarizePage(page, 'text/html', 'https://x.example/');
    expect(summary.imageSource).toBeNull();
    expect(Array.from(summary.title!).length).toBeLessThanOrEqual(200);
    expect(summary.title!.endsWith('…')).toBe(true);
    const data = html('<meta property="og:image" content="data:image/png;base64,AAAA">');
    expect(summarizePage(data, 'text/html', 'https://x.example/').imageSource).toBeNull();
  });

  it('decodes the page in the charset HTTP or the page itself declares', () => {
    // "Š" is the byte 0x8A in windows-1250.
    const encoded = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1250"><meta property="og:title" content="'),
      Buffer.from([0x8a]),
      Buffer.from('uma i more"></head></html>'),
    ]);
    expect(summarizePage(encoded, 'text/html', 'https://x.example/').title).toBe('Šuma i more');
    const utf8 = html('<meta property="og:title" content="Čakovec">');
    expect(summarizePage(utf8, 'text/html; charset=UTF-8', 'https://x.example/').title).toBe('Čakovec');
    expect(charsetOf('text/html; Charset="ISO-8859-2"')).toBe('iso-8859-2');
    expect(charsetOf('text/html')).toBeNull();
  });

  it('answers nothing for a page without any of it, and never fails on broken markup', () => {
    expect(
      summarizePage(Buffer.from('<<<>>><meta property= content'), 'text/html', 'https://x.example/'),
    ).toEqual({
      title: null,
      description: null,
      siteName: null,
      imageSource: null,
    });
  });
});
