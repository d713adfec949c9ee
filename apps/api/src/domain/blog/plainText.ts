/**
 * Feed text to plain text. Feeds carry HTML (escaped or in CDATA) in titles and summaries; Spona shows
 * only plain text, so markup is dropped, entities decoded and whitespace collapsed. Nothing here is
 * ever rendered as HTML: the web app renders the result as text.
 */

/** The five XML entities and numeric references; what an XML parser decodes in text and attributes. */
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Named HTML entities seen in blog feeds (typography, Latin-2 letters of the region). */
const HTML_ENTITIES: Record<string, string> = {
  ...XML_ENTITIES,
  nbsp: '\u00a0',
  shy: '',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  deg: '°',
  times: '×',
  scaron: 'š',
  Scaron: 'Š',
  zcaron: 'ž',
  Zcaron: 'Ž',
  ccaron: 'č',
  Ccaron: 'Č',
  cacute: 'ć',
  Cacute: 'Ć',
  dstrok: 'đ',
  Dstrok: 'Đ',
  eacute: 'é',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  szlig: 'ß',
};

const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g;

function decodeReference(reference: string, named: Record<string, string>): string | undefined {
  if (reference.startsWith('#')) {
    const isHex = reference[1] === 'x' || reference[1] === 'X';
    const code = Number.parseInt(reference.slice(isHex ? 2 : 1), isHex ? 16 : 10);
    const isValid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return isValid ? String.fromCodePoint(code) : '\ufffd';
  }
  return Object.hasOwn(named, reference) ? named[reference] : undefined;
}

/** Decodes the XML entities and numeric references (what the parser leaves, with entities off). */
export function decodeXmlEntities(text: string): string {
  return text.replace(
    ENTITY,
    (whole, reference: string) => decodeReference(reference, XML_ENTITIES) ?? whole,
  );
}

function decodeHtmlEntities(text: string): string {
  return text.replace(
    ENTITY,
    (whole, reference: string) => decodeReference(reference, HTML_ENTITIES) ?? whole,
  );
}

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
// Control characters other than tab, new line and carriage return (all collapsed to spaces below).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u2028\u2029\ufeff]/g;

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
  const decoded = decodeHtmlEntities(stripMarkup(html));
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
