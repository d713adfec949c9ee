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
