import {
  API_BASE_PATH,
  HEADER_APP_LANGUAGE,
  HEADER_APP_STANDALONE,
  XSRF_COOKIE,
  XSRF_HEADER,
  type TApiError,
} from '@spona/contracts';
import { readAuth } from './authStorage';
import { readCookie } from './cookies';
import { ApiError } from './apiError';
import { apiGetCache, isCacheableUrl, stripForceRefresh } from './getCache';
import { getCurrentLocale, i18n } from './i18n';
import { reportNetworkFailure, reportNetworkSuccess } from './networkStatus';
import { isStandalone } from './standalone';
import { ensureFreshToken } from './tokenRefresh';

// lib/tokenRefresh.ts takes the error class from here.
export { ApiError };

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Query parameters; null, undefined and empty values are left out. */
  query?: Record<string, QueryValue>;
  /** Body of a non-GET call: sent as JSON, or as multipart when it is a FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** The token calls themselves must not wait for a token refresh (SPEC §4). */
  skipTokenRefresh?: boolean;
  /**
   * Issue 17: the console's calls carry the staff session's token instead of the user's (and never
   * refresh it: a staff session simply ends). Null: no token at all.
   */
  bearerToken?: string | null;
}

function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//');
}

/** Builds `/api/v1/<path>?<query>`; an absolute URL is kept as it is. */
export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const base = isRelativeUrl(path) ? `${API_BASE_PATH}/${path.replace(/^\//, '')}` : path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

/** SPEC §7: the headers every call carries, plus the XSRF echo on non-GET calls to relative URLs. */
export function buildRequestHeaders(
  method: string,
  url: string,
  hasBody: boolean,
  bearerToken: string | null = readAuth()?.access_token ?? null,
): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    [HEADER_APP_LANGUAGE]: getCurrentLocale(),
    [HEADER_APP_STANDALONE]: String(isStandalone()),
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (bearerToken) headers.set('Authorization', `Bearer ${bearerToken}`);
  const isSafeMethod = method === 'GET' || method === 'HEAD';
  if (!isSafeMethod && isRelativeUrl(url)) {
    const xsrfToken = readCookie(XSRF_COOKIE);
    if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken);
  }
  return headers;
}

/** An answer's text as JSON when it says so, else as it is. */
export function parseBody(status: number, text: string, contentType: string | null): unknown {
  if (status === 204 || !text) return undefined;
  if (!(contentType ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(response.status, await response.text(), response.headers.get('Content-Type'));
}

export function parseRetryAfter(header: string | null): number | undefined {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function toApiError(status: number, body: unknown, retryAfterSeconds?: number): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : typeof record.error_description === 'string'
        ? record.error_description
        : i18n.t('errors:generic');
  return new ApiError(status, message, record.errors as TApiError['errors'], retryAfterSeconds, body);
}

/** How a successful answer is read: parsed JSON (or text), or the raw bytes (a private file). */
type AnswerKind = 'json' | 'blob';

async function send<T>(
  method: string,
  url: string,
  options: ApiRequestOptions,
  answerKind: AnswerKind = 'json',
): Promise<T> {
  // SPEC §4: a token that expires within a day is refreshed before it is used.
  // Issue 17: a staff call brings its own token (or null), never the user's, and never refreshes it.
  const isUserCall = options.bearerToken === undefined;
  if (!options.skipTokenRefresh && isUserCall) await ensureFreshToken();
  const hasBody = options.body !== undefined;
  // The browser sets a FormData's multipart content type with its boundary itself.
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers = buildRequestHeaders(
    method,
    url,
    hasBody && !isFormData,
    isUserCall ? undefined : options.bearerToken,
  );
  if (answerKind === 'blob') headers.set('Accept', '*/*');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: isFormData ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all: offline, or the server is unreachable (the offline banner shows).
    reportNetworkFailure();
    throw new ApiError(0, i18n.t('errors:generic'));
  }
  reportNetworkSuccess();
  if (!response.ok) {
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    throw toApiError(response.status, await readBody(response), retryAfter);
  }
  return (answerKind === 'blob' ? await response.blob() : await readBody(response)) as T;
}

/**
 * Issue 19: GETs started before the app renders (app/earlyRequests.ts), each taken once by the first
 * call of the same address and language, so the page's query does not ask again.
 */
const earlyGets = new Map<string, Promise<unknown>>();
/** An early answer nobody took (the page asked for something else) is dropped after this. */
const EARLY_GET_TTL_MS = 15_000;

/** Starts a GET now, for the first call of the same address to take over (issue 19). */
export function startEarlyGet(path: string, query?: ApiRequestOptions['query']): void {
  const { url } = stripForceRefresh(buildApiUrl(path, query));
  const key = `${getCurrentLocale()} ${url}`;
  if (earlyGets.has(key)) return;
  const answer = apiRequest<unknown>('GET', path, { query });
  // Whoever takes it handles its failure; one left alone must not be an unhandled rejection.
  answer.catch(() => undefined);
  earlyGets.set(key, answer);
  setTimeout(() => {
    if (earlyGets.get(key) === answer) earlyGets.delete(key);
  }, EARLY_GET_TTL_MS);
}

function takeEarlyGet<T>(key: string): Promise<T> | undefined {
  const answer = earlyGets.get(key);
  if (answer) earlyGets.delete(key);
  return answer as Promise<T> | undefined;
}

/**
 * Calls the API. GETs of the URLs SPEC §7 lists are cached in memory for 300000 ms per language;
 * `force_refresh` (in the path or the query) bypasses the cache and is removed before sending.
 */
export function apiRequest<T>(method: string, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const upperMethod = method.toUpperCase();
  const { url, isForceRefresh } = stripForceRefresh(buildApiUrl(path, options.query));
  // Server texts depend on App-language, so each language has its own entries.
  const cacheKey = `${getCurrentLocale()} ${url}`;
  const isUserGet = upperMethod === 'GET' && options.bearerToken === undefined;
  const early = isUserGet && !isForceRefresh ? takeEarlyGet<T>(cacheKey) : undefined;
  if (early) return early;
  if (upperMethod !== 'GET' || !isCacheableUrl(url)) return send<T>(upperMethod, url, options);
  // A shared response must not be cancelled by one caller, so cached calls ignore the abort signal.
  return apiGetCache.fetch(
    cacheKey,
    () => send<T>(upperMethod, url, { ...options, signal: undefined }),
    isForceRefresh,
  );
}

export const apiGet = <T>(path: string, options?: ApiRequestOptions) => apiRequest<T>('GET', path, options);
export const apiPost = <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
  apiRequest<T>('POST', path, { ...options, body });
export const apiPut = <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
  apiRequest<T>('PUT', path, { ...options, body });
export const apiDelete = <T>(path: string, options?: ApiRequestOptions) =>
  apiRequest<T>('DELETE', path, options);

/**
 * GETs a file that needs the Bearer token (issue 16: the private files of messages and deliveries),
 * as its bytes. Never cached here: callers cache per file.
 */
export async function apiGetBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  return send<Blob>('GET', buildApiUrl(path, options.query), options, 'blob');
}
