import { Parser } from 'htmlparser2';
import {
  LINK_PREVIEW_DESCRIPTION_MAX_LENGTH,
  LINK_PREVIEW_SITE_MAX_LENGTH,
  LINK_PREVIEW_TITLE_MAX_LENGTH,
} from '@spona/contracts';
import { toPlainText, truncateText } from '../blog/plainText';

/** What a page says of itself, as plain text; `imageSource` is its picture's absolute http(s) URL. */
export type PageSummary = {
  title: string | null;
  description: string | null;
  siteName: string | null;
  imageSource: string | null;
};

/** The meta names each field is read from, best first (Open Graph, then the usual fallbacks). */
const FIELDS = {
  title: ['og:title', 'twitter:title'],
  description: ['og:description', 'twitter:description', 'description'],
  siteName: ['og:site_name'],
  image: ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'],
} as const;

type Head = { meta: Map<string, string>; title: string | null; charset: string | null };

/**
 * Reads the meta tags, the document's title and the declared charset with htmlparser2 (a kept,
 * forgiving HTML parser: no regexes over markup). Entities are left for `toPlainText` to decode once.
 * A <title> inside an <svg> is a picture's, not the page's.
 */
function readHead(html: string): Head {
  const head: Head = { meta: new Map(), title: null, charset: null };
  let svgDepth = 0;
  let titleText: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth += 1;
        if (name === 'title' && svgDepth === 0 && head.title === null) titleText = '';
        if (name !== 'meta') return;
        if (attributes.charset) head.charset ??= attributes.charset.trim();
        if (attributes['http-equiv']?.toLowerCase() === 'content-type' && attributes.content) {
          const declared = attributes.content.toLowerCase().split('charset=')[1]?.trim();
          if (declared) head.charset ??= declared;
        }
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        const content = attributes.content;
        if (key && content !== undefined && !head.meta.has(key)) head.meta.set(key, content);
      },
      ontext(text) {
        if (titleText !== null) titleText += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && titleText !== null) {
          head.title = titleText;
          titleText = null;
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return head;
}

/** The charset an HTTP content type names, lower-case, or null. */
export function charsetOf(contentType: string): string | null {
  for (const parameter of contentType.split(';').slice(1)) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value)
      return value.trim().replace(/"/g, '').toLowerCase();
  }
  return null;
}

function decode(body: Buffer, charset: string): string | null {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return null;
  }
}

/** The page's text: in the charset HTTP declares, else the one the page declares, else UTF-8. */
function readPage(body: Buffer, contentType: string): Head {
  const declared = charsetOf(contentType);
  const text = (declared && decode(body, declared)) ?? new TextDecoder('utf-8').decode(body);
  const head = readHead(text);
  if (declared || !head.charset || ['utf-8', 'utf8'].includes(head.charset.toLowerCase())) return head;
  const redecoded = decode(body, head.charset);
  return redecoded === null ? head : readHead(redecoded);
}

const cleaned = (value: string | null | undefined, max: number): string | null => {
  if (value === null || value === undefined) return null;
  const text = truncateText(toPlainText(value), max);
  return text === '' ? null : text;
};

/** An absolute http(s) URL of `source` read on the page at `pageUrl`, or null. */
function absoluteHttpUrl(source: string | undefined, pageUrl: string): string | null {
  if (!source?.trim()) return null;
  try {
    const url = new URL(source.trim(), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Issue 18: what an HTML page says of itself for a link preview: its Open Graph title, description,
 * site name and picture (og:title, og:description, og:site_name, og:image), falling back to Twitter's
 * tags, the description meta and the <title>. Texts come out plain (markup dropped, entities decoded,
 * control characters removed) and cut to the preview's lengths; nothing here is ever rendered as HTML.
 */
export function summarizePage(body: Buffer, contentType: string, pageUrl: string): PageSummary {
  const { meta, title } = readPage(body, contentType);
  const first = (names: readonly string[]) => names.map((name) => meta.get(name)).find((v) => v?.trim());
  return {
    title: cleaned(first(FIELDS.title) ?? title, LINK_PREVIEW_TITLE_MAX_LENGTH),
    description: cleaned(first(FIELDS.description), LINK_PREVIEW_DESCRIPTION_MAX_LENGTH),
    siteName: cleaned(first(FIELDS.siteName), LINK_PREVIEW_SITE_MAX_LENGTH),
    imageSource: absoluteHttpUrl(first(FIELDS.image), pageUrl),
  };
}
