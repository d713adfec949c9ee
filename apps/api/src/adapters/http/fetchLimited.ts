import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { hostOf, isNonPublicAddressUrl, publicOnlyLookup } from './publicAddress';

/** Why a fetch gave up: network, status, size, time, a refused address or too many redirects. */
export class FetchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchFailed';
  }
}

export type FetchLimits = {
  /** For the whole exchange: connecting, every redirect and reading the body. */
  timeoutMs: number;
  /** Largest body; a longer one is cut off and refused. */
  maxBytes: number;
  accept: string;
  /**
   * The media types the answer may have (`text/html`); another is refused before its body is read.
   * Unset: any (the caller checks the content, as an image's decoder does).
   */
  contentTypes?: string[];
  /** Reach the server only at public addresses (publicAddress.ts): for a URL someone else chose. */
  publicAddressesOnly?: boolean;
  maxRedirects?: number;
};

export type FetchedDocument = { body: Buffer; contentType: string; url: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Spona (link and feed reader)';

function open(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  // A literal address skips the lookup, so it is checked here.
  if (limits.publicAddressesOnly && isNonPublicAddressUrl(url)) {
    return Promise.reject(new FetchFailed(`address ${hostOf(url)} refused`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      signal,
      headers: { accept: limits.accept, 'user-agent': USER_AGENT },
      ...(limits.publicAddressesOnly ? { lookup: publicOnlyLookup } : {}),
    });
    request.once('response', resolve);
    request.once('error', (error) => reject(signal.aborted ? new FetchFailed('timed out') : error));
  });
}

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: Error) => {
      response.destroy();
      reject(error);
    };
    const handleAbort = () => fail(new FetchFailed('timed out'));
    if (signal.aborted) return handleAbort();
    signal.addEventListener('abort', handleAbort, { once: true });
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(new FetchFailed(`larger than ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    response.once('end', () => {
      signal.removeEventListener('abort', handleAbort);
      resolve(Buffer.concat(chunks));
    });
    response.once('error', (error) => {
      signal.removeEventListener('abort', handleAbort);
      reject(signal.aborted ? new FetchFailed('timed out') : error);
    });
  });
}

/**
 * GET of an http(s) document from another server, within limits: one deadline for the whole exchange,
 * a largest body (announced or actual), at most a few redirects (each to http or https only),
 * optionally only answers of some media types, and optionally only to public addresses. Rejects with FetchFailed (or a network error) on any of these.
 */
export async function fetchLimited(address: string, limits: FetchLimits): Promise<FetchedDocument> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const maxRedirects = limits.maxRedirects ?? 3;
  let url = new URL(address);
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FetchFailed(`${url.protocol} is not http or https`);
    }
    const response = await open(url, limits, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new FetchFailed('too many redirects');
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FetchFailed(`HTTP ${status}`);
    }
    const contentType = response.headers['content-type'] ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (limits.contentTypes && !limits.contentTypes.includes(mediaType)) {
      response.destroy();
      throw new FetchFailed(`content type ${mediaType || 'none'} refused`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      response.destroy();
      throw new FetchFailed(`announced ${declared} bytes`);
    }
    const body = await readBody(response, limits.maxBytes, signal);
    return { body, contentType, url: url.href };
  }
}
