import type { App } from '../../http/types';

/** GET /openapi.json: the OpenAPI document generated from the zod schemas of the contracts. */
export async function openApiRoutes(app: App) {
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
