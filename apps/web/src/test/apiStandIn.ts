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

/**
 * Answers the app's real fetch calls with the routes given (`'GET messages/messaging/read/:id'`), so
 * the project's own api modules, client and schemas run as they do against the server. A route not
 * given answers 404 like the API. Every request is kept in `requests` for the test to read.
 */
export function standInApi(routes: Routes) {
  const requests: StandInRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request: StandInRequest = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname.replace(`${API_BASE_PATH}/`, ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      for (const [route, answer] of Object.entries(routes)) {
        const [method, pattern = ''] = route.split(' ');
        const params = method === request.method ? matchRoute(pattern, request.path) : null;
        if (!params) continue;
        const body = await answer(request, params);
        return body instanceof Response ? body : jsonResponse(body);
      }
      return jsonResponse({ message: 'Not found.' }, 404);
    }),
  );
  return { requests };
}
