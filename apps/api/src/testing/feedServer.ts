import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedHandler = (request: IncomingMessage, response: ServerResponse) => void;

export type FeedServer = {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** How many requests a path has had. */
  hits(path: string): number;
  close(): Promise<void>;
};

/**
 * A stand-in for a blog's web server (or, issue 18, for the pages portfolio links point at) in tests:
 * answers each path with its handler (404 otherwise) and counts the requests, so tests can tell
 * whether the feed or the page was read again.
 */
export async function startFeedServer(routes: Record<string, FeedHandler>): Promise<FeedServer> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: (path) => hits.get(path) ?? 0,
    async close() {
      // Slow handlers keep their responses open: cut them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A handler answering `body` with `contentType`. */
export const serve =
  (body: string | Buffer, contentType = 'application/rss+xml; charset=utf-8'): FeedHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(body);
  };

/** A handler that sends the headers and a little of the body, then nothing more. */
export const hang: FeedHandler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/rss+xml' });
  response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
};

/** A handler streaming `bytes` of feed without announcing the length. */
export const stream =
  (bytes: number): FeedHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    const item = '<item><title>Filler</title><link>https://x.example/filler</link></item>';
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes) {
        sent += item.length;
        if (!response.write(item)) return response.once('drain', writeMore);
      }
      response.end();
    };
    response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
    writeMore();
  };
