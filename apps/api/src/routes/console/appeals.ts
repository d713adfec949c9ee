import {
  ZConsoleAppealFilter,
  ZConsoleAppealList,
  ZConsoleNote,
  ZConsoleReason,
  ZIdParams,
  ZSuccess,
} from '@spona/contracts';
import { acceptAppeal, findConsoleAppeals, refuseAppeal } from '../../domain/console/appeals';
import type { App } from '../../http/types';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

/** Where the owner reads about their flag: the profile editor (an offer's, in its offers tab). */
const pathOf = (offerId: number | undefined) => (offerId ? '/user-profile/offers' : '/user-profile');

/**
 * Issue 17: the appeals queue. Accepting lifts the flag (like approve); refusing keeps it, and the owner
 * reads the reason (APPEAL_REFUSED). The owner's side is POST appeals (routes/appeals).
 */
export async function consoleAppealRoutes(app: App, deps: ConsoleDeps) {
  const { db } = deps.database;

  app.get(
    '/console/appeals',
    { schema: { querystring: ZConsoleAppealFilter, response: { 200: ZConsoleAppealList } } },
    async (request) => findConsoleAppeals(db, request.query),
  );

  app.post(
    '/console/appeals/:id/accept',
    { schema: { params: ZIdParams, body: ZConsoleNote, response: { 200: ZSuccess } } },
    async (request) => {
      const notices = await acceptAppeal(
        db,
        auditActorOf(request),
        request.params.id,
        request.body.note ?? null,
      );
      for (const notice of notices) deps.notices.announce([notice], pathOf(notice.data.offer_id));
      return { success: true as const };
    },
  );

  app.post(
    '/console/appeals/:id/refuse',
    { schema: { params: ZIdParams, body: ZConsoleReason, response: { 200: ZSuccess } } },
    async (request) => {
      const notices = await refuseAppeal(db, auditActorOf(request), request.params.id, request.body.reason);
      for (const notice of notices) deps.notices.announce([notice], pathOf(notice.data.offer_id));
      return { success: true as const };
    },
  );
}
