/** The whole data model of SPEC §3: one file per table group, snake_case tables and columns. */
export * from './reference';
export * from './users';
export * from './profiles';
export * from './offers';
export * from './arrangements';
export * from './auth';
export * from './challenges';
export * from './support';
export * from './tracking';
export * from './push';
export * from './console';
export * from './campaigns';
export * from './savedSearches';
export * from './relations';
