import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NotAFeed, parseFeed, toWebUrl } from './parseFeed';
import { toPlainText, truncateText } from './plainText';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const RSS_URL = 'https://blog.spona.example/feed.xml';
const ATOM_URL = 'https://news.spona.example/atom.xml';

describe('parseFeed', () => {
  it('reads an RSS 2.0 feed newest first, as plain text, with absolute http(s) links only', () => {
    const posts = parseFeed(fixture('rss.xml'), RSS_URL);
    expect(posts.map((post) => post.title)).toEqual([
      'Cijene suradnji u 2026. & što utječe na njih',
      'Sigurnost na prvom mjestu',
      'Kako odabrati pravog influencera za svoju kampanju',
      'Najstariji članak',
      'Stari članak bez datuma',
    ]);
    expect(posts[0]).toEqual({
      title: 'Cijene suradnji u 2026. & što utječe na njih',
      url: 'https://blog.spona.example/cijene-suradnji-2026',
      excerpt:
        'Vodič kroz cijene: od 20 EUR za manje profile do 270 EUR za one s više od 100 tisuća pratitelja.',
      publishedAt: new Date('2026-03-10T08:00:00Z'),
      imageSource: 'https://blog.spona.example/images/prices.png',
    });
    expect(posts[2]).toMatchObject({
      excerpt: 'Broj pratitelja nije sve. Angažman, publika i vrijednosti važniji su nego što mislite …',
      publishedAt: new Date('2026-03-02T08:30:00Z'),
      imageSource: 'https://blog.spona.example/images/influencer.jpg',
    });
    expect(posts[3]?.publishedAt).toEqual(new Date('2025-01-15T10:00:00Z'));
    // A permanent guid stands in for a missing link; a post without a date comes last.
    expect(posts[4]).toMatchObject({ url: 'https://blog.spona.example/bez-datuma', publishedAt: null });
  });

  it('never passes on markup or a script: not in titles, not in excerpts, not as a link', () => {
    const posts = parseFeed(fixture('rss.xml'), RSS_URL);
    const security = posts.find((post) => post.url.endsWith('/sigurnost'));
    expect(security).toMatchObject({
      title: 'Sigurnost na prvom mjestu',
      excerpt: 'Kako čuvamo vaše podatke.',
      // The picture of the content, not the broken relative `x` of the summary.
      imageSource: 'https://blog.spona.example/images/security.webp',
    });
    for (const post of posts) {
      expect(`${post.title} ${post.excerpt}`).not.toMatch(/<|alert|onerror/);
      expect(post.url).toMatch(/^https:\/\//);
    }
    expect(posts.some((post) => post.title === 'Zlonamjerna poveznica')).toBe(false);
  });

  it('reads an Atom feed: alternate links, html and xhtml text, enclosure and media pictures', () => {
    const posts = parseFeed(fixture('atom.xml'), ATOM_URL);
    expect(posts).toEqual([
      {
        title: 'Second post',
        url: 'https://news.spona.example/second-post',
        excerpt: 'Content in xhtml.',
        publishedAt: new Date('2026-03-07T10:00:00Z'),
        imageSource: 'https://news.spona.example/img/second.png',
      },
      {
        title: 'Creators & brands: five tips',
        url: 'https://news.spona.example/five-tips',
        excerpt: 'Short summary of the five tips.',
        publishedAt: new Date('2026-03-05T10:00:00Z'),
        imageSource: 'https://news.spona.example/img/tips.jpg',
      },
    ]);
  });

  it('reads an RSS 1.0 (RDF) feed', () => {
    const xml = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
        xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://x.example/"><title>X</title></channel>
        <item rdf:about="https://x.example/1"><title>One</title><link>https://x.example/1</link>
          <dc:date>2026-02-01T00:00:00Z</dc:date></item>
      </rdf:RDF>`;
    expect(parseFeed(xml, 'https://x.example/rss')).toMatchObject([
      { title: 'One', url: 'https://x.example/1', publishedAt: new Date('2026-02-01T00:00:00Z') },
    ]);
  });

  it('keeps one post per link and a title that is a number as text', () => {
    const xml = `<rss version="2.0"><channel>
      <item><title>2026</title><link>https://x.example/a</link></item>
      <item><title>Again</title><link>https://x.example/a</link></item>
    </channel></rss>`;
    expect(parseFeed(xml, 'https://x.example/rss').map((post) => post.title)).toEqual(['2026']);
  });

  it('answers no posts for an empty channel', () => {
    expect(parseFeed('<rss version="2.0"><channel><title>Empty</title></channel></rss>', RSS_URL)).toEqual(
      [],
    );
  });

  it('refuses what is not a feed', () => {
    for (const document of ['', 'not xml at all', '<html><body>Hello</body></html>', '{"items": []}']) {
      expect(() => parseFeed(document, RSS_URL), document).toThrow(NotAFeed);
    }
  });

  it('does not expand entities declared in the document (no billion laughs)', () => {
    const bomb = `<?xml version="1.0"?>
      <!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
      <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>
      <rss version="2.0"><channel><item><title>&d;&d;&d;</title><link>https://x.example/b</link></item></channel></rss>`;
    const posts = parseFeed(bomb, RSS_URL);
    expect(posts.length).toBeLessThanOrEqual(1);
    expect(posts[0]?.title ?? '').not.toContain('aaaaaaaaaa');
  });
});

describe('plain text of feed HTML', () => {
  it('drops markup, hidden elements and comments, decodes entities, collapses whitespace', () => {
    expect(
      toPlainText(
        '<p>Hello&nbsp;<b>world</b></p>\n<style>p{}</style><!-- note --><script>x()</script>&#268;&#x161;',
      ),
    ).toBe('Hello\u00a0world Čš'.replace('\u00a0', ' '));
    expect(toPlainText('Less &lt; more &amp;&amp; 3 &gt; 2')).toBe('Less < more && 3 > 2');
    expect(toPlainText('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Hi')).not.toContain('<script');
    expect(toPlainText('Unknown &bogus; stays, &#0; and &#xD800; are replaced')).toBe(
      'Unknown &bogus; stays, \ufffd and \ufffd are replaced',
    );
  });

  it('decodes every named HTML entity, needs the semicolon, and drops soft hyphens', () => {
    expect(toPlainText('Caf&eacute; na &Scaron;olti &ndash; &aacute;&oacute;&uacute; &rarr; &hearts;')).toBe(
      'Café na Šolti – áóú → ♥',
    );
    expect(toPlainText('&copy 2026 AT&T')).toBe('&copy 2026 AT&T');
    expect(toPlainText('Dugo&shy;trajno')).toBe('Dugotrajno');
  });

  it('cuts long text at a word and ends it with an ellipsis', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('one two three four five', 12)).toBe('one two…');
    expect(Array.from(truncateText('ž'.repeat(50), 10))).toHaveLength(10);
  });
});

describe('toWebUrl', () => {
  it('answers absolute http(s) addresses only', () => {
    expect(toWebUrl('/a?b=1&c=2', 'https://x.example/feed')).toBe('https://x.example/a?b=1&c=2');
    expect(toWebUrl('javascript:alert(1)', 'https://x.example/')).toBeNull();
    expect(toWebUrl('data:text/html,hi', 'https://x.example/')).toBeNull();
    expect(toWebUrl('https://user:secret@x.example/', 'https://x.example/')).toBeNull();
    expect(toWebUrl(undefined, 'https://x.example/')).toBeNull();
  });
});
