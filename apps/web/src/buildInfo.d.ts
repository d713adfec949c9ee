/** Set by vite.config.ts (`define`) in builds; absent in unit tests (see features/pwa/lib/buildId.ts). */
declare const __SPONA_BUILD_ID__: string;
