import { ZAnalyticsEventCreate, ZSuccess } from '@spona/contracts';
import type { Database } from '../../db/client';
import { recordAnalyticsEvent } from '../../domain/support/analyticsEvents';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';

/**
 * SPEC §7 POST analytics/events: first-party analytics (no third-party scripts), stored with the time
 * and the signed-in user, or none for anonymous visitors (a public route). The web app sends events
 * only after consent (SPEC §1, §4).
 */
export async function analyticsRoutes(app: App, { database }: { database: Database }) {
  app.post(
    '/analytics/events',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.analytics },
      schema: { body: ZAnalyticsEventCreate, response: { 201: ZSuccess } },
    },
    async (request, reply) => {
      await recordAnalyticsEvent(database.db, request.user?.id ?? null, request.body);
      return reply.code(201).send({ success: true as const });
    },
  );
}
