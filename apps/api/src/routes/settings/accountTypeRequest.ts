import {
  ACCOUNT_TYPE_REQUEST_PATH,
  ZAccountTypeRequestAnswer,
  ZAccountTypeRequestCreate,
} from '@spona/contracts';
import { createTypeRequest, findLatestTypeRequest } from '../../domain/console/typeRequests';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { presentTypeRequest } from '../../presenters/consoleQueues';
import type { Database } from '../../db/client';

/**
 * SPEC §1, §5, issue 17: the account type is changed only by support. From their settings a user asks
 * to become the other type with a reason (`POST settings/account-type-request`, 201; one pending at a
 * time, else 409) and reads their latest request and its answer (`GET`, `{ request: null }` if none).
 */
export async function accountTypeRequestRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;

  app.get(
    `/${ACCOUNT_TYPE_REQUEST_PATH}`,
    { schema: { response: { 200: ZAccountTypeRequestAnswer } } },
    async (request) => {
      const latest = await findLatestTypeRequest(db, requireUser(request).id);
      return { request: latest ? presentTypeRequest(latest) : null };
    },
  );

  app.post(
    `/${ACCOUNT_TYPE_REQUEST_PATH}`,
    {
      schema: { body: ZAccountTypeRequestCreate, response: { 201: ZAccountTypeRequestAnswer } },
    },
    async (request, reply) => {
      const created = await createTypeRequest(db, requireUser(request), request.body.reason);
      return reply.code(201).send({ request: presentTypeRequest(created) });
    },
  );
}
