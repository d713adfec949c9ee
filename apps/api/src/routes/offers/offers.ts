import type { FastifyRequest } from 'fastify';
import {
  ZIdParams,
  ZOffer,
  ZOfferCategoryLink,
  ZOfferCategoryUnlinkQuery,
  ZOfferCreate,
  ZOfferList,
  ZOfferUpdate,
  ZSuccess,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { NotFound, RuleViolation } from '../../domain/errors';
import { findOfferAppeals } from '../../domain/console/appeals';
import {
  findOwnOffers,
  unsafeFindOffer,
  unsafeFindOfferDetails,
  type OfferDetails,
} from '../../domain/offers/findOffers';
import {
  createOffer,
  deleteOffer,
  linkOfferCategory,
  unlinkOfferCategory,
  updateOffer,
} from '../../domain/offers/manageOffers';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { authorize } from '../../policies/authorize';
import { canManageOffer, canPublishOfferType, canViewOffer } from '../../policies/offers';
import { presentOffer } from '../../presenters/offer';

/**
 * SPEC §7 Offers: an advertiser's ads and a creator's services. Only the owner writes; another user's
 * offer answers 404 and changes nothing (its existence is not confirmed either).
 */
export async function offerRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;

  // Issue 17: the owner reads their offer's flag with their appeal of it, in every answer they get.
  const presentDetails = async (request: FastifyRequest, details: OfferDetails) => {
    const viewerId = request.user?.id ?? null;
    const ownAppeals = viewerId === details.offer.userId ? await findOfferAppeals(db, viewerId) : undefined;
    return presentOffer(details, { viewerId, locale: request.locale, ownAppeals });
  };

  const present = async (request: FastifyRequest, id: number) => {
    const details = await unsafeFindOfferDetails(db, id);
    if (!details) throw new NotFound();
    return presentDetails(request, details);
  };

  app.get('/offers', { schema: { response: { 200: ZOfferList } } }, async (request) => {
    const user = requireUser(request);
    const [own, ownAppeals] = await Promise.all([findOwnOffers(db, user.id), findOfferAppeals(db, user.id)]);
    return own.map((d) => presentOffer(d, { viewerId: user.id, locale: request.locale, ownAppeals }));
  });

  app.post(
    '/offers',
    { schema: { body: ZOfferCreate, response: { 201: ZOffer } } },
    async (request, reply) => {
      const user = requireUser(request);
      // SPEC §6: influencers add services, advertisers add ads.
      if (!canPublishOfferType(user, request.body.type)) {
        throw new RuleViolation({ type: 'offers.typeMismatch' });
      }
      const id = await createOffer(db, user.id, request.body);
      return reply.code(201).send(await present(request, id));
    },
  );

  app.get(
    '/offers/:id',
    { config: { public: true }, schema: { params: ZIdParams, response: { 200: ZOffer } } },
    async (request) => {
      const details = await unsafeFindOfferDetails(db, request.params.id);
      authorize(details !== undefined && canViewOffer(request.user, details.offer, details.isVisible));
      return presentDetails(request, details);
    },
  );

  app.put(
    '/offers/:id',
    { schema: { params: ZIdParams, body: ZOfferUpdate, response: { 200: ZOffer } } },
    async (request) => {
      const user = requireUser(request);
      const offer = await unsafeFindOffer(db, request.params.id);
      authorize(offer !== undefined && canManageOffer(user, offer));
      if (request.body.type && !canPublishOfferType(user, request.body.type)) {
        throw new RuleViolation({ type: 'offers.typeMismatch' });
      }
      await updateOffer(db, offer, request.body);
      return present(request, offer.id);
    },
  );

  app.delete(
    '/offers/:id',
    { schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const offer = await unsafeFindOffer(db, request.params.id);
      authorize(offer !== undefined && canManageOffer(requireUser(request), offer));
      await deleteOffer(db, offer.id);
      return { success: true as const };
    },
  );

  app.post(
    '/offers/categories',
    { schema: { body: ZOfferCategoryLink, response: { 201: ZOffer } } },
    async (request, reply) => {
      const offer = await unsafeFindOffer(db, request.body.offer_id);
      authorize(offer !== undefined && canManageOffer(requireUser(request), offer));
      await linkOfferCategory(db, offer.id, request.body.category_id);
      return reply.code(201).send(await present(request, offer.id));
    },
  );

  // The link has no id of its own: {id} is the category, the offer comes as ?offer_id=.
  app.delete(
    '/offers/categories/:id',
    { schema: { params: ZIdParams, querystring: ZOfferCategoryUnlinkQuery, response: { 200: ZOffer } } },
    async (request) => {
      const offer = await unsafeFindOffer(db, request.query.offer_id);
      authorize(offer !== undefined && canManageOffer(requireUser(request), offer));
      if (!(await unlinkOfferCategory(db, offer.id, request.params.id))) throw new NotFound();
      return present(request, offer.id);
    },
  );
}
