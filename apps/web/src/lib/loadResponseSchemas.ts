import type * as ResponseSchemas from './responseSchemas';

type TResponseSchemas = typeof ResponseSchemas;
let loaded: TResponseSchemas | undefined;

/** Starts loading the response schemas (`responseSchemas.ts`); call it beside the request, not after. */
export function loadResponseSchemas(): Promise<TResponseSchemas> {
  return import('./responseSchemas').then((schemas) => (loaded = schemas));
}

/** The response schemas if they have loaded (a page hydrated with embedded answers waits for them). */
export function loadedResponseSchemas(): TResponseSchemas | undefined {
  return loaded;
}
