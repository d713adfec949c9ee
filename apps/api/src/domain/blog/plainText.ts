import { decodeHTMLStrict } from 'entities/decode';

/**
 * Feed text to plain text. Feeds carry HTML (escaped or in CDATA) in titles and summaries; Spona shows
 * only plain text, so markup is dropped, entities decoded and whitespace collapsed. Nothing here is
 * ever rendered as HTML: the web app renders the result as text. Entities are decoded by the kept
 * `entities` library (every HTML5 name, numeric references as the HTML standard reads them), only
 * when they end with a semicolon, as before.
 */

/** Elements whose content is never text a reader should see. */
const HIDDEN_ELEMENTS =
  /<(script|style|noscript|template|iframe|object|embed|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const CDATA_MARKERS = /<!\[CDATA\[|\]\]>/g;
/** A tag (or a declaration); an unclosed tag at the end of the text counts too. */
const TAGS = /<\/?([A-Za-z!?][A-Za-z0-9-]*)[^>]*(?:>|$)/g;
/** Tags that separate words; other tags (b, a, em, span ...) sit inside words and sentences. */
const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr img li main nav ol p pre section table td th tr ul'.split(
    ' ',
  ),
);
// Control characters other than tab, new line and carriage return (all collapsed to spaces below), and
// invisible ones, the soft hyphen (`&shy;`) among them: a reader sees nothing, but they count in the length.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b\u2028\u2029\ufeff]/g;

function stripMarkup(html: string): string {
  return html
    .replace(COMMENTS, ' ')
    .replace(CDATA_MARKERS, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(TAGS, (_tag, name: string) => (BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : ''));
}

/**
 * Plain text of a piece of feed text that may hold HTML: markup removed, HTML entities decoded,
 * whitespace collapsed. Markup that only appears after decoding (doubly escaped `&amp;lt;script&amp;gt;`)
 * is removed as well, so the result never contains a tag.
 */
export function toPlainText(html: string): string {
  const decoded = decodeHTMLStrict(stripMarkup(html));
  return stripMarkup(decoded).replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

/** `text` cut to at most `max` characters at a word boundary, ending with '…' when cut. */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1).join('');
  const atWord = head.replace(/\s+\S*$/, '');
  const cut = atWord.length >= head.length * 0.6 ? atWord : head;
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}
