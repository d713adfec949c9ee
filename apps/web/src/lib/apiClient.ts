import type { TApiError } from '@spona/contracts';
import { ApiError } from './apiError';
import { buildApiUrl, buildRequestHeaders, type TApiQuery } from './apiRequestParts';
import { takeEarlyResponse } from './earlyResponses';
import { apiGetCache, isCacheableUrl, stripForceRefresh } from './getCache';
import { getCurrentLocale, i18n } from './i18n';
import { reportNetworkFailure, reportNetworkSuccess } from './networkStatus';
import { ensureFreshToken } from './tokenRefresh';

// lib/tokenRefresh.ts takes the error class from here.
export { ApiError };

export interface ApiRequestOptions {
  /** Query parameters; null, undefined and empty values are left out. */
  query?: TApiQuery;
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
    getCurrentLocale(),
    isUserCall ? undefined : options.bearerToken,
  );
  if (answerKind === 'blob') headers.set('Accept', '*/*');
  // Issue 19: the entry may have asked this very GET already (same address, language and token).
  const early =
    method === 'GET' && isUserCall && answerKind === 'json' ? takeEarlyResponse(url, headers) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: isFormData ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
        credentials: 'same-origin',
        signal: options.signal,
      }));
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
 * Calls the API. GETs of the URLs SPEC §7 lists are cached in memory for 300000 ms per language;
 * `force_refresh` (in the path or the query) bypasses the cache and is removed before sending.
 */
export function apiRequest<T>(method: string, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const upperMethod = method.toUpperCase();
  const { url, isForceRefresh } = stripForceRefresh(buildApiUrl(path, options.query));
  // Server texts depend on App-language, so each language has its own entries.
  const cacheKey = `${getCurrentLocale()} ${url}`;
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
