import { XMLParser } from 'fast-xml-parser';
import { BLOG_EXCERPT_MAX_LENGTH, BLOG_TITLE_MAX_LENGTH } from '@spona/contracts';
import { decodeXML } from 'entities/decode';
import { toPlainText, truncateText } from './plainText';

/** A post read from a feed; `imageSource` is the picture's address on the blog, not yet fetched. */
export type FeedPost = {
  title: string;
  url: string;
  excerpt: string;
  publishedAt: Date | null;
  imageSource: string | null;
};

/** The document is not an RSS or Atom feed (or not XML at all). */
export class NotAFeed extends Error {
  constructor(reason: string) {
    super(`not a feed: ${reason}`);
    this.name = 'NotAFeed';
  }
}

type XmlNode = Record<string, unknown>;

const TEXT = '#text';
const CDATA = '#cdata';
const ATTRIBUTE = '@_';
/**
 * Elements that hold text the feed may mean as HTML (escaped, in CDATA, or Atom's xhtml): kept as
 * their raw inner XML by the parser, so mixed content keeps its order, and decoded by `textOf`.
 */
const TEXT_ELEMENTS = ['title', 'description', 'content:encoded', 'summary', 'content'];
/** Elements that may repeat; always read as lists. */
const LIST_ELEMENTS = new Set([
  'item',
  'entry',
  'link',
  'atom:link',
  'enclosure',
  'media:content',
  'media:thumbnail',
  'media:group',
]);

/**
 * Entities stay undecoded in the parser (no DOCTYPE entity expansion at all: no billion laughs) and are
 * decoded here, in text outside CDATA and in attributes. Tag values stay strings (a title '2026' is
 * not a number).
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE,
  textNodeName: TEXT,
  cdataPropName: CDATA,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => LIST_ELEMENTS.has(name),
  stopNodes: TEXT_ELEMENTS.map((name) => `*.${name}`),
});

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const CDATA_SECTION = /<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)/g;

/**
 * The content of a text element (TEXT_ELEMENTS) as the feed meant it, often HTML: its raw inner XML
 * with XML entities decoded outside CDATA sections and CDATA sections as they are.
 */
function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  const raw = isNode(first) ? first[TEXT] : first;
  if (typeof raw !== 'string') return '';
  let text = '';
  let last = 0;
  for (const match of raw.matchAll(CDATA_SECTION)) {
    text += decodeXML(raw.slice(last, match.index)) + match[1];
    last = match.index + match[0].length;
  }
  return text + decodeXML(raw.slice(last));
}

/** The text of a simple element (link, guid, dates): XML entities decoded, CDATA as it is. */
function contentOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return decodeXML(String(value));
  }
  if (Array.isArray(value)) return value.map(contentOf).join(' ');
  if (!isNode(value)) return '';
  const parts: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith(ATTRIBUTE)) continue;
    if (key === CDATA) parts.push(listOf(child).map(String).join(''));
    else parts.push(contentOf(child));
  }
  return parts.join(' ');
}

function attributeOf(value: unknown, name: string): string | undefined {
  if (!isNode(value)) return undefined;
  const raw = value[`${ATTRIBUTE}${name}`];
  return typeof raw === 'string' ? decodeXML(raw) : undefined;
}

/** An absolute http(s) address without credentials, or null (javascript:, data:, mailto: ... refused). */
export function toWebUrl(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

function dateOf(...values: unknown[]): Date | null {
  for (const value of values) {
    const text = toPlainText(contentOf(value));
    if (!text) continue;
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The first `<img src>` of a piece of HTML (entities in the attribute decoded). */
function firstImageIn(html: string): string | undefined {
  const match = IMG_SRC.exec(html);
  const src = match?.[1] ?? match?.[2] ?? match?.[3];
  return src === undefined ? undefined : decodeXML(src);
}

/** Media RSS and enclosures that are pictures, then the first picture of the content. */
function imageSourceOf(entry: XmlNode, htmlParts: string[], base: string): string | null {
  const isImage = (node: unknown) => {
    const type = attributeOf(node, 'type') ?? '';
    const medium = attributeOf(node, 'medium') ?? '';
    return type.startsWith('image/') || medium === 'image' || (!type && !medium);
  };
  const groups = listOf(entry['media:group']).filter(isNode);
  const candidates: (string | undefined)[] = [
    ...[entry, ...groups].flatMap((node) =>
      listOf(node['media:thumbnail']).map((thumbnail) => attributeOf(thumbnail, 'url')),
    ),
    ...[entry, ...groups].flatMap((node) =>
      listOf(node['media:content'])
        .filter(isImage)
        .map((content) => attributeOf(content, 'url')),
    ),
    ...listOf(entry.enclosure)
      .filter((enclosure) => (attributeOf(enclosure, 'type') ?? '').startsWith('image/'))
      .map((enclosure) => attributeOf(enclosure, 'url')),
    ...listOf(entry.link)
      .filter(
        (link) =>
          attributeOf(link, 'rel') === 'enclosure' && (attributeOf(link, 'type') ?? '').startsWith('image/'),
      )
      .map((link) => attributeOf(link, 'href')),
    ...htmlParts.map(firstImageIn),
  ];
  for (const candidate of candidates) {
    const url = toWebUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

/** RSS 2.0 / RSS 1.0 `<item>`. */
function readRssItem(item: XmlNode, base: string): FeedPost | null {
  const guid = item.guid;
  const isPermalink = attributeOf(guid, 'isPermaLink') !== 'false';
  const links = listOf(item.link).map((link) => toPlainText(contentOf(link)));
  const url =
    links.map((link) => toWebUrl(link, base)).find(Boolean) ??
    (isPermalink ? toWebUrl(toPlainText(contentOf(guid)), base) : null);
  const summary = textOf(item.description);
  const content = textOf(item['content:encoded']);
  return buildPost({
    title: textOf(item.title),
    url,
    summaries: [summary, content],
    publishedAt: dateOf(item.pubDate, item['dc:date'], item['atom:updated']),
    // The full content names the picture more reliably than the summary.
    imageSource: imageSourceOf(item, [content, summary], base),
  });
}

/** Atom `<entry>`. */
function readAtomEntry(entry: XmlNode, base: string): FeedPost | null {
  const links = listOf(entry.link);
  const alternate =
    links.find((link) => attributeOf(link, 'rel') === 'alternate') ??
    links.find((link) => attributeOf(link, 'rel') === undefined);
  const summary = textOf(entry.summary);
  const content = textOf(entry.content);
  return buildPost({
    title: textOf(entry.title),
    url: toWebUrl(attributeOf(alternate, 'href'), base),
    summaries: [summary, content],
    publishedAt: dateOf(entry.published, entry.updated),
    imageSource: imageSourceOf(entry, [content, summary], base),
  });
}

function buildPost(raw: {
  title: string;
  url: string | null;
  summaries: string[];
  publishedAt: Date | null;
  imageSource: string | null;
}): FeedPost | null {
  const title = truncateText(toPlainText(raw.title), BLOG_TITLE_MAX_LENGTH);
  if (!title || !raw.url) return null;
  const summary = raw.summaries.map(toPlainText).find((text) => text.length > 0) ?? '';
  return {
    title,
    url: raw.url,
    excerpt: truncateText(summary, BLOG_EXCERPT_MAX_LENGTH),
    publishedAt: raw.publishedAt,
    imageSource: raw.imageSource,
  };
}

/**
 * The posts of an RSS 2.0, RSS 1.0 (RDF) or Atom document, newest first (posts without a date after the
 * dated ones, in feed order), without duplicates, posts without a title or an http(s) link left out.
 * Relative links are resolved against `feedUrl`. Throws NotAFeed for anything else.
 */
export function parseFeed(xml: string, feedUrl: string): FeedPost[] {
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch (error) {
    throw new NotAFeed(error instanceof Error ? error.message : 'unreadable XML');
  }
  let posts: (FeedPost | null)[];
  const rss = document.rss;
  const rdf = document['rdf:RDF'];
  const atom = document.feed;
  if (isNode(rss) && isNode(rss.channel)) {
    posts = listOf(rss.channel.item)
      .filter(isNode)
      .map((item) => readRssItem(item, feedUrl));
  } else if (isNode(rdf)) {
    posts = listOf(rdf.item)
      .filter(isNode)
      .map((item) => readRssItem(item, feedUrl));
  } else if (isNode(atom)) {
    posts = listOf(atom.entry)
      .filter(isNode)
      .map((entry) => readAtomEntry(entry, feedUrl));
  } else {
    throw new NotAFeed('no rss, rdf:RDF or feed element');
  }
  const seen = new Set<string>();
  const unique = posts.filter((post): post is FeedPost => {
    if (!post || seen.has(post.url)) return false;
    seen.add(post.url);
    return true;
  });
  const time = (post: FeedPost) => post.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return unique.sort((a, b) => (time(a) === time(b) ? 0 : time(a) < time(b) ? 1 : -1));
}
