export * from './constants';
export * from './enums';
export * from './errors';
export * from './headers';
export * from './reference';
export * from './runtime';
export * from './accounts';
