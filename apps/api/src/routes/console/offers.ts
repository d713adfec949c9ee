import { ZConsoleFeatured, ZConsoleReason, ZEmptyBody, ZIdParams, ZSuccess } from '@spona/contracts';
import { approve, featuredUntilOf, setFeatured, unapprove } from '../../domain/console/moderation';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

/** Where the owner reads an offer's flag: the offers tab of the profile editor. */
const OFFERS_PATH = '/user-profile/offers';

/**
 * Issue 17, the console's offers: flag unapproved with a reason (SPEC §4: gone from search and public
 * pages at once; the owner is told and may appeal once) and lift it, featured until a date.
 */
export async function consoleOfferRoutes(app: App, deps: ConsoleDeps) {
  const { db } = deps.database;
  acceptEmptyJsonBody(app);

  app.post(
    '/console/offers/:id/unapprove',
    { schema: { params: ZIdParams, body: ZConsoleReason, response: { 200: ZSuccess } } },
    async (request) => {
      const notices = await unapprove(
        db,
        auditActorOf(request),
        'OFFER',
        request.params.id,
        request.body.reason,
      );
      deps.notices.announce(notices, OFFERS_PATH);
      return { success: true as const };
    },
  );

  app.post(
    '/console/offers/:id/approve',
    { schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZSuccess } } },
    async (request) => {
      const notices = await approve(db, auditActorOf(request), 'OFFER', request.params.id);
      deps.notices.announce(notices, OFFERS_PATH);
      return { success: true as const };
    },
  );

  app.post(
    '/console/offers/:id/featured',
    { schema: { params: ZIdParams, body: ZConsoleFeatured, response: { 200: ZSuccess } } },
    async (request) => {
      const until = featuredUntilOf(request.body.until);
      await setFeatured(db, auditActorOf(request), 'OFFER', request.params.id, until);
      return { success: true as const };
    },
  );
}
