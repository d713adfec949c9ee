import {
  ZConsoleNote,
  ZConsoleReason,
  ZConsoleTypeRequest,
  ZConsoleTypeRequestFilter,
  ZConsoleTypeRequestList,
  ZIdParams,
} from '@spona/contracts';
import { decideTypeRequest, unsafeFindTypeRequests } from '../../domain/console/typeRequests';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { presentConsoleTypeRequest } from '../../presenters/consoleQueues';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

/** Where the user sees the decision: their settings, where they asked. */
const SETTINGS_PATH = '/user-settings';

/**
 * Issue 17, SPEC §1 "requested from support": the queue of account-type requests, approve (only with
 * no active arrangement, 409 naming how many; archives the user's offers) or refuse with a reason.
 * Not pending: 409.
 */
export async function consoleTypeRequestRoutes(app: App, { database, notices }: ConsoleDeps) {
  const { db } = database;
  acceptEmptyJsonBody(app);

  app.get(
    '/console/type-requests',
    { schema: { querystring: ZConsoleTypeRequestFilter, response: { 200: ZConsoleTypeRequestList } } },
    async (request) => {
      const page = await unsafeFindTypeRequests(db, request.query);
      return { data: page.rows.map(presentConsoleTypeRequest), total: page.total };
    },
  );

  app.post(
    '/console/type-requests/:id/approve',
    { schema: { params: ZIdParams, body: ZConsoleNote, response: { 200: ZConsoleTypeRequest } } },
    async (request) => {
      const decided = await decideTypeRequest(db, auditActorOf(request), request.params.id, {
        approve: true,
        note: request.body.note,
      });
      notices.announce(decided.notices, SETTINGS_PATH);
      return presentConsoleTypeRequest(decided.item);
    },
  );

  app.post(
    '/console/type-requests/:id/refuse',
    { schema: { params: ZIdParams, body: ZConsoleReason, response: { 200: ZConsoleTypeRequest } } },
    async (request) => {
      const decided = await decideTypeRequest(db, auditActorOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      });
      notices.announce(decided.notices, SETTINGS_PATH);
      return presentConsoleTypeRequest(decided.item);
    },
  );
}
