/** Set by vite.config.ts (`define`): the build of the web app this worker belongs to. */
declare const __SPONA_BUILD_ID__: string;
