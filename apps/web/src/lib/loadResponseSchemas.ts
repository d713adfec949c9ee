/** Starts loading the response schemas (`responseSchemas.ts`); call it beside the request, not after. */
export function loadResponseSchemas() {
  return import('./responseSchemas');
}
