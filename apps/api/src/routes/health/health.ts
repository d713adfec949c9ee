import { ZHealth } from '@spona/contracts';
import { z } from 'zod';
import type { App } from '../../http/types';
import type { Database } from '../../db/client';

/** GET /health: the process answers and the database is reachable. */
export async function healthRoutes(app: App, { database }: { database: Database }) {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { response: { 200: ZHealth, 503: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      try {
        await database.ping();
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database not reachable');
        return reply.code(503).send({ message: request.t('errors.databaseUnavailable') });
      }
    },
  );
}
