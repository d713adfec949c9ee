/** The build of the web app that runs (`SPONA_BUILD_ID` or the commit, see pwa.config.ts); 'dev' in unit tests. */
export const BUILD_ID: string = typeof __SPONA_BUILD_ID__ === 'string' ? __SPONA_BUILD_ID__ : 'dev';
