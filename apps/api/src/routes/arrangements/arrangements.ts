import {
  ZArrangement,
  ZArrangementCreate,
  ZArrangementList,
  ZArrangementListQuery,
  ZIdParams,
} from '@spona/contracts';
import { createArrangement, findArrangementByKey } from '../../domain/arrangements/createArrangement';
import {
  findUserArrangementPage,
  loadArrangementDetails,
  unsafeFindArrangement,
  type ArrangementRow,
} from '../../domain/arrangements/findArrangements';
import { requestRefusalError } from '../../domain/arrangements/refusals';
import { NotFound, RuleViolation } from '../../domain/errors';
import { unsafeFindOfferDetails } from '../../domain/offers/findOffers';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { canViewArrangement, checkArrangementRequest } from '../../policies/arrangements';
import { authorize } from '../../policies/authorize';
import { presentArrangement } from '../../presenters/arrangement';
import { createAnnouncer, type MessengerDeps } from '../../realtime/announcer';

/**
 * SPEC §7 Arrangements: POST arrangements/new, and the messenger's GET arrangements (tabs and search)
 * and GET arrangements/{id}. Only the two participants see an arrangement; others get 404.
 */
export async function arrangementRoutes(app: App, deps: MessengerDeps) {
  const { db } = deps.database;
  const announce = createAnnouncer(deps, app.log);
  app.addHook('onClose', () => announce.drain());

  const present = async (rows: ArrangementRow[], viewerId: number) =>
    (await loadArrangementDetails(db, rows, viewerId)).map((d) => presentArrangement(d, viewerId));

  app.post(
    '/arrangements/new',
    {
      config: { rateLimit: ROUTE_LIMITS.arrangementRequest },
      schema: { body: ZArrangementCreate, response: { 200: ZArrangement, 201: ZArrangement } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      // Issue 6: the same message key again is the same request; answer it as it was made (200).
      const retried = await findArrangementByKey(db, user.id, input.message_key);
      if (retried) {
        if (retried.arrangement.offerId !== input.offer_id) {
          throw new RuleViolation({ message_key: 'arrangements.keyReused' }, { kind: 'conflict' });
        }
        return reply.code(200).send((await present([retried.arrangement], user.id))[0]!);
      }
      const offer = await unsafeFindOfferDetails(db, input.offer_id);
      if (!offer || offer.offer.deletedAt) throw new NotFound();
      const refusal = checkArrangementRequest(
        user,
        { userId: offer.offer.userId, type: offer.offer.type, isVisible: offer.isVisible },
        input,
      );
      if (refusal) throw requestRefusalError(refusal);
      const created = await createArrangement(db, user.id, offer.offer, input);
      if (created.isNew) await announce.newArrangement(created.arrangement, created.message);
      return reply.code(created.isNew ? 201 : 200).send((await present([created.arrangement], user.id))[0]!);
    },
  );

  app.get(
    '/arrangements',
    { schema: { querystring: ZArrangementListQuery, response: { 200: ZArrangementList } } },
    async (request) => {
      const user = requireUser(request);
      const page = await findUserArrangementPage(db, user.id, request.query);
      return { data: await present(page.rows, user.id), total: page.total };
    },
  );

  app.get(
    '/arrangements/:id',
    { schema: { params: ZIdParams, response: { 200: ZArrangement } } },
    async (request) => {
      const user = requireUser(request);
      const row = await unsafeFindArrangement(db, request.params.id);
      authorize(row !== undefined && canViewArrangement(user, row));
      return (await present([row], user.id))[0]!;
    },
  );
}
