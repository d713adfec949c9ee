/** SPEC §7: request headers every client call carries. */
export const HEADER_APP_LANGUAGE = 'App-language';
export const HEADER_APP_STANDALONE = 'App-standalone';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** SPEC §3: browser storage key and cookie of the auth record. */
export const AUTH_STORAGE_KEY = 'auth';
export const AUTH_COOKIE = 'auth';
/** SPEC §1: the locale is kept in local storage under this key. */
export const LOCALE_STORAGE_KEY = 'locale';
/**
 * Issue 19: a cookie beside the stored locale (one year), so the server sends the prerendered page in
 * the language the app will show; without it, the server reads Accept-Language as SPEC §1 does.
 */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
/** SPEC §4: the consent cookie and the value it holds once accepted (the server reads it, issue 19). */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_ACCEPTED = 'accepted';
