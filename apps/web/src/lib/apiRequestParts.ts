/*
 * The address and headers of an API call (SPEC §7), without the client around them: light enough
 * for the entry (issue 19: app/earlyRequests.ts asks before the app has loaded).
 */
import {
  API_BASE_PATH,
  HEADER_APP_LANGUAGE,
  HEADER_APP_STANDALONE,
  XSRF_COOKIE,
  XSRF_HEADER,
  type TLocale,
} from '@spona/contracts';
import { readAuth } from './authStorage';
import { readCookie } from './cookies';
import { isStandalone } from './standalone';

export type QueryValue = string | number | boolean | null | undefined;
export type TApiQuery = Record<string, QueryValue>;

export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//');
}

/** Builds `/api/v1/<path>?<query>`; an absolute URL is kept as it is. */
export function buildApiUrl(path: string, query?: TApiQuery): string {
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
  language: TLocale,
  bearerToken: string | null = readAuth()?.access_token ?? null,
): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    [HEADER_APP_LANGUAGE]: language,
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
