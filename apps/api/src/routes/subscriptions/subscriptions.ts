import {
  ZIdParams,
  ZPushSubscription,
  ZPushSubscriptionCreate,
  ZPushSubscriptionDelete,
  ZPushSubscriptionList,
  ZSuccess,
  ZVapidPublicKey,
} from '@spona/contracts';
import { isAllowedPushEndpoint } from '../../adapters/push/endpointGuard';
import type { Database } from '../../db/client';
import { NotFound } from '../../domain/errors';
import { deleteSubscription, findSubscriptions, saveSubscription } from '../../domain/push/subscriptions';
import type { VapidKeys } from '../../domain/push/vapidKeys';
import { AppError } from '../../http/AppError';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { presentPushSubscription } from '../../presenters/pushSubscription';

/**
 * SPEC §7 resource `subscriptions` (web push, issue 7): POST subscriptions stores the browser's
 * PushSubscription for the caller (upsert by endpoint; another user's endpoint moves only with the same
 * keys, else 409; SPEC §9 keeps the newest 3), GET lists the
 * caller's, DELETE removes one of the caller's by endpoint (body) or by id (someone else's: 404).
 * GET subscriptions/vapid-public-key (public) gives the applicationServerKey. Pushes are sent by
 * realtime/announcer.ts. An endpoint inside the network is refused unless
 * `allowPrivateEndpoints` (adapters/push/endpointGuard.ts).
 */
export async function subscriptionRoutes(
  app: App,
  {
    database,
    vapid,
    allowPrivateEndpoints,
  }: { database: Database; vapid: Pick<VapidKeys, 'publicKey'>; allowPrivateEndpoints: boolean },
) {
  const { db } = database;
  const config = { rateLimit: ROUTE_LIMITS.subscriptions };

  app.get(
    '/subscriptions/vapid-public-key',
    { config: { public: true }, schema: { response: { 200: ZVapidPublicKey } } },
    async () => ({ public_key: vapid.publicKey }),
  );

  app.get(
    '/subscriptions',
    { config, schema: { response: { 200: ZPushSubscriptionList } } },
    async (request) => ({
      data: (await findSubscriptions(db, requireUser(request).id)).map(presentPushSubscription),
    }),
  );

  app.post(
    '/subscriptions',
    { config, schema: { body: ZPushSubscriptionCreate, response: { 201: ZPushSubscription } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!isAllowedPushEndpoint(request.body.endpoint, allowPrivateEndpoints)) {
        throw new AppError(
          400,
          'errors.validation',
          {},
          {
            endpoint: [request.t('support.endpointNotAllowed')],
          },
        );
      }
      const row = await saveSubscription(db, user.id, request.body, request.headers['user-agent']);
      return reply.code(201).send(presentPushSubscription(row));
    },
  );

  app.delete(
    '/subscriptions',
    { config, schema: { body: ZPushSubscriptionDelete, response: { 200: ZSuccess } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await deleteSubscription(db, user.id, { endpoint: request.body.endpoint }))) throw new NotFound();
      return { success: true as const };
    },
  );

  app.delete(
    '/subscriptions/:id',
    { config, schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await deleteSubscription(db, user.id, { id: request.params.id }))) throw new NotFound();
      return { success: true as const };
    },
  );
}
