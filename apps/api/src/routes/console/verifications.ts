import {
  ZConsolePaging,
  ZConsoleReason,
  ZConsoleVerification,
  ZConsoleVerificationList,
  ZEmptyBody,
  ZIdParams,
} from '@spona/contracts';
import { decideVerification, unsafeFindVerificationQueue } from '../../domain/console/verifications';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { presentVerification } from '../../presenters/consoleQueues';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

/** Where the owner sees the decision: their profile editor lists their social accounts. */
const OWNER_PATH = '/user-profile';

/**
 * Issue 17, SPEC §4 "in progress (manual, usually within hours)": the queue of social accounts whose
 * owner asked for verification (oldest first, with the code to look for and a link to the account),
 * approve (VERIFIED) or reject with a reason the owner reads. Not in progress: 409.
 */
export async function consoleVerificationRoutes(app: App, { database, notices }: ConsoleDeps) {
  const { db } = database;
  acceptEmptyJsonBody(app);

  app.get(
    '/console/verifications',
    { schema: { querystring: ZConsolePaging, response: { 200: ZConsoleVerificationList } } },
    async (request) => {
      const page = await unsafeFindVerificationQueue(db, request.query);
      return { data: page.rows.map(presentVerification), total: page.total };
    },
  );

  app.post(
    '/console/verifications/:id/approve',
    { schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZConsoleVerification } } },
    async (request) => {
      const decided = await decideVerification(db, auditActorOf(request), request.params.id, {
        approve: true,
      });
      notices.announce(decided.notices, OWNER_PATH);
      return presentVerification(decided.item);
    },
  );

  app.post(
    '/console/verifications/:id/reject',
    { schema: { params: ZIdParams, body: ZConsoleReason, response: { 200: ZConsoleVerification } } },
    async (request) => {
      const decided = await decideVerification(db, auditActorOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      });
      notices.announce(decided.notices, OWNER_PATH);
      return presentVerification(decided.item);
    },
  );
}
