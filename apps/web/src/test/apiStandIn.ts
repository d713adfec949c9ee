import { API_BASE_PATH } from '@spona/contracts';
import { vi } from 'vitest';
import { jsonResponse } from './publicDataFixture';

/** One request as the stand-in saw it. */
export interface StandInRequest {
  method: string;
  /** The path under the API base, without the query: `messages/messaging/read/5`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a body sent as JSON with 200, a Response of its own, or a promise of either. */
type Answer = unknown;

/** `GET messages/messaging/read/:id` style routes: `:name` matches one path segment. */
type Routes = Record<string, (request: StandInRequest, params: Record<string, string>) => Answer>;

function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

/** The body a test reads: parsed JSON, the FormData of an upload as it is, or nothing. */
function readRequestBody(body: unknown): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return typeof FormData !== 'undefined' && body instanceof FormData ? body : undefined;
}

/** Bytes of the files in an upload, for its progress events. */
function measureBody(body: unknown): number {
  if (!(typeof FormData !== 'undefined' && body instanceof FormData)) return 1;
  const size = [...body.values()].reduce(
    (sum, value) => sum + (typeof value === 'string' ? 0 : value.size),
    0,
  );
  return Math.max(size, 1);
}

type Dispatch = (method: string, input: string, body: unknown) => Promise<Response>;

/**
 * XMLHttpRequest as the upload helper (`apiUpload`) uses it, answered by the same routes: the upload
 * reports half and all of its bytes sent, then the answer comes (which a test may hold back).
 */
function buildStandInXhr(dispatch: Dispatch) {
  return class StandInXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private responseHeaders = new Headers();
    private isAborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.responseHeaders.get(name);
    }
    abort() {
      this.isAborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const total = measureBody(body);
      this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
      this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
      void dispatch(this.method, this.url, body).then(async (response) => {
        if (this.isAborted) return;
        this.status = response.status;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      });
    }
  };
}

/**
 * Answers the app's real fetch calls (and uploads through XMLHttpRequest) with the routes given
 * (`'GET messages/messaging/read/:id'`), so the project's own api modules, client and schemas run as
 * they do against the server. A route not given answers 404 like the API. Every request is kept in
 * `requests` for the test to read (an upload's body is its FormData).
 */
export function standInApi(routes: Routes) {
  const requests: StandInRequest[] = [];
  const dispatch: Dispatch = async (method, input, rawBody) => {
    const url = new URL(input, 'http://localhost');
    const request: StandInRequest = {
      method: method.toUpperCase(),
      path: url.pathname.replace(`${API_BASE_PATH}/`, ''),
      query: url.searchParams,
      body: readRequestBody(rawBody),
    };
    requests.push(request);
    for (const [route, answer] of Object.entries(routes)) {
      const [routeMethod, pattern = ''] = route.split(' ');
      const params = routeMethod === request.method ? matchRoute(pattern, request.path) : null;
      if (!params) continue;
      const body = await answer(request, params);
      return body instanceof Response ? body : jsonResponse(body);
    }
    return jsonResponse({ message: 'Not found.' }, 404);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => dispatch(init.method ?? 'GET', input, init.body)),
  );
  vi.stubGlobal('XMLHttpRequest', buildStandInXhr(dispatch));
  return { requests };
}
