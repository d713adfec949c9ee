/**
 * Issue 19: answers of GETs the entry started before the app loaded (app/earlyRequests.ts), each
 * taken once by the app's first call of the same address, language and token (lib/apiClient), so
 * the page's data is on its way while its code downloads and the page does not ask again.
 */
const started = new Map<string, Promise<Response>>();
/** An answer nobody took (the page asked for something else) is dropped after this. */
const EARLY_RESPONSE_TTL_MS = 15_000;

function keyOf(url: string, headers: Headers): string {
  return [url, ...headers].join('\n');
}

/** Starts a GET of `url` with the headers the app's own call will carry; its answer, once. */
export function startEarlyGet(url: string, headers: Headers): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  if (started.has(key)) return undefined;
  const response = fetch(url, { method: 'GET', headers, credentials: 'same-origin' });
  // Whoever takes it handles its failure; one left alone must not be an unhandled rejection.
  response.catch(() => undefined);
  started.set(key, response);
  setTimeout(() => {
    if (started.get(key) === response) started.delete(key);
  }, EARLY_RESPONSE_TTL_MS);
  return response;
}

/** The early answer of a GET with exactly these headers, once; undefined when none was started. */
export function takeEarlyResponse(url: string, headers: Headers): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const response = started.get(key);
  if (response) started.delete(key);
  return response;
}
