import { ZAppeal, ZAppealCreate } from '@spona/contracts';
import type { Database } from '../../db/client';
import { createAppeal } from '../../domain/console/appeals';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { presentAppeal } from '../../presenters/consoleUser';

/**
 * Issue 17, SPEC §4: POST appeals: the owner of an unapproved account or offer appeals the flag once,
 * with a message (a second appeal of the same flag: 409; nothing flagged: 409; someone else's offer:
 * 404). The appeal waits in the console's queue.
 */
export async function appealRoutes(app: App, { database }: { database: Database }) {
  app.post(
    '/appeals',
    {
      config: { rateLimit: ROUTE_LIMITS.arrangementReport },
      schema: { body: ZAppealCreate, response: { 201: ZAppeal } },
    },
    async (request, reply) => {
      const appeal = await createAppeal(database.db, requireUser(request).id, request.body);
      return reply.code(201).send(presentAppeal(appeal));
    },
  );
}
