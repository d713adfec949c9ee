import type { FastifyRequest } from 'fastify';
import {
  RECOMMENDATIONS_LIMIT,
  ZIdParams,
  ZRecommendations,
  ZSavedSearch,
  ZSavedSearchCreate,
  ZSavedSearchList,
  ZSavedSearchNew,
  ZSuccess,
  ZUnsubscribeParams,
  ZUnsubscribeResult,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { NotFound } from '../../domain/errors';
import { findCreatorCards } from '../../domain/search/findCreatorCards';
import { unsafeFindOffersDetails } from '../../domain/offers/findOffers';
import { recommendCreators, recommendOffers } from '../../domain/recommendations/findRecommendations';
import { findNewForYou } from '../../domain/savedSearches/findNewForYou';
import {
  createSavedSearch,
  deleteSavedSearch,
  findOwnSavedSearches,
  unsafeFindSavedSearch,
  unsubscribeByToken,
} from '../../domain/savedSearches/manageSavedSearches';
import type { App } from '../../http/types';
import { translate } from '../../i18n';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { authorize } from '../../policies/authorize';
import { canManageSavedSearch } from '../../policies/savedSearches';
import { presentOffer } from '../../presenters/offer';
import { presentSavedSearch } from '../../presenters/savedSearch';
import { presentCreatorCard } from '../../presenters/searchCard';

/**
 * Issue 20 items 3 and 4: saved searches (GET, POST, DELETE saved-searches; someone else's is 404),
 * their new matches for the dashboard (GET saved-searches/new), the digest mail's unsubscribe link
 * (GET or POST saved-searches/unsubscribe/{token}, without signing in, idempotent) and the current
 * recommendations (GET recommendations).
 */
export async function savedSearchRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;
  const limit = { rateLimit: ROUTE_LIMITS.savedSearches };

  const offerItems = async (request: FastifyRequest, ids: number[]) =>
    (await unsafeFindOffersDetails(db, ids)).map((details) =>
      presentOffer(details, { viewerId: request.user?.id ?? null, locale: request.locale }),
    );
  const creatorItems = async (request: FastifyRequest, ids: number[]) => {
    const cards = await findCreatorCards(db, ids);
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [presentCreatorCard(card.row, request.locale, card.responseStats)] : [];
    });
  };

  app.get('/saved-searches', { schema: { response: { 200: ZSavedSearchList } } }, async (request) => {
    const user = requireUser(request);
    return { data: (await findOwnSavedSearches(db, user.id)).map(presentSavedSearch) };
  });

  app.post(
    '/saved-searches',
    { config: limit, schema: { body: ZSavedSearchCreate, response: { 201: ZSavedSearch } } },
    async (request, reply) => {
      const row = await createSavedSearch(db, requireUser(request).id, request.body);
      return reply.code(201).send(presentSavedSearch(row));
    },
  );

  app.get('/saved-searches/new', { schema: { response: { 200: ZSavedSearchNew } } }, async (request) => {
    const found = await findNewForYou(db, requireUser(request).id, new Date());
    const [offers, creators] = await Promise.all([
      offerItems(request, found.offerIds),
      creatorItems(request, found.creatorIds),
    ]);
    return { offers, creators };
  });

  app.delete(
    '/saved-searches/:id',
    { config: limit, schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const row = await unsafeFindSavedSearch(db, request.params.id);
      authorize(row !== undefined && canManageSavedSearch(requireUser(request), row));
      await deleteSavedSearch(db, row.id);
      return { success: true as const };
    },
  );

  // The digest mail's link: a GET from the mail, or a POST (RFC 8058 one-click); both idempotent.
  const unsubscribe = async (request: FastifyRequest<{ Params: { token: string } }>) => {
    const turnedOff = await unsubscribeByToken(db, request.params.token);
    if (!turnedOff) throw new NotFound('savedSearches.unsubscribeUnknown');
    const key = turnedOff === 'SAVED_SEARCH' ? 'unsubscribedSearch' : 'unsubscribedDigest';
    return { unsubscribed: turnedOff, message: translate(request.locale, `savedSearches.${key}`) };
  };
  const unsubscribeOptions = {
    config: { public: true, rateLimit: ROUTE_LIMITS.unsubscribe },
    schema: { params: ZUnsubscribeParams, response: { 200: ZUnsubscribeResult } },
  };
  app.get('/saved-searches/unsubscribe/:token', unsubscribeOptions, unsubscribe);
  app.post('/saved-searches/unsubscribe/:token', unsubscribeOptions, unsubscribe);

  app.get('/recommendations', { schema: { response: { 200: ZRecommendations } } }, async (request) => {
    const user = requireUser(request);
    const now = new Date();
    if (user.type === 'INFLUENCER') {
      const found = await recommendOffers(db, user, now, RECOMMENDATIONS_LIMIT);
      const items = await offerItems(
        request,
        found.map((r) => r.offerId),
      );
      const scores = new Map(found.map((r) => [r.offerId, r.score]));
      return {
        offers: items.map((offer) => ({ offer, score: scores.get(offer.offer_id) ?? 0 })),
        creators: [],
      };
    }
    const found = await recommendCreators(db, user.id, now, RECOMMENDATIONS_LIMIT);
    const cards = await creatorItems(
      request,
      found.map((r) => r.creatorId),
    );
    const byCreator = new Map(found.map((r) => [r.creatorId, r]));
    return {
      offers: [],
      creators: cards.map((creator) => ({
        creator,
        offer_id: byCreator.get(creator.id)!.offerId,
        score: byCreator.get(creator.id)!.score,
      })),
    };
  });
}
