import type { FastifyRequest } from 'fastify';
import { ZIdParams, ZPublicAgency, ZPublicInfluencer, ZPublicProfileQuery } from '@spona/contracts';
import type { Database } from '../../db/client';
import type { UserRow } from '../../domain/accounts/tokens';
import { NotFound } from '../../domain/errors';
import { findVisibleOffersOf } from '../../domain/offers/findOffers';
import {
  findRatings,
  findVisibleProfileUser,
  recordProfileView,
} from '../../domain/profiles/findPublicProfile';
import { findInfluencerCategories } from '../../domain/profiles/influencerCategories';
import { findPortfolio } from '../../domain/profiles/portfolio';
import { findSocialAccounts } from '../../domain/profiles/socialAccounts';
import type { App } from '../../http/types';
import { countsAsProfileView } from '../../policies/profiles';
import { presentOffer } from '../../presenters/offer';
import { presentPublicAgency, presentPublicInfluencer } from '../../presenters/profile';

/**
 * SPEC §7 GET public/influencers/{id} and public/agencies/{id}: the creator and advertiser pages.
 * Public routes (they answer with or without a token); deleted and unapproved users answer 404 to
 * everyone (SPEC §4). A signed-in visitor who is not the owner counts a profile view. `force_refresh`
 * is the client's cache bypass (SPEC §7 Caching): accepted and ignored.
 */
export async function publicProfileRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;
  const routeSchema = { params: ZIdParams, querystring: ZPublicProfileQuery };

  async function common(request: FastifyRequest, user: UserRow) {
    const viewerId = request.user?.id ?? null;
    const [offers, ratings] = await Promise.all([findVisibleOffersOf(db, user.id), findRatings(db, user.id)]);
    if (countsAsProfileView(request.user, user.id)) await recordProfileView(db, user.id, viewerId!);
    return {
      viewerId,
      ratings,
      offers: offers.map((o) => presentOffer(o, { viewerId, locale: request.locale })),
    };
  }

  app.get(
    '/public/influencers/:id',
    { config: { public: true }, schema: { ...routeSchema, response: { 200: ZPublicInfluencer } } },
    async (request, reply) => {
      const user = await findVisibleProfileUser(db, request.params.id, 'INFLUENCER');
      if (!user) throw new NotFound();
      const [parts, categories, socialAccounts, portfolio] = await Promise.all([
        common(request, user),
        findInfluencerCategories(db, user.id),
        findSocialAccounts(db, user.id),
        findPortfolio(db, user.id, { onlyShown: true }),
      ]);
      reply.header('cache-control', 'private, no-cache');
      return presentPublicInfluencer(user, {
        ...parts,
        categories,
        socialAccounts,
        portfolio,
        locale: request.locale,
      });
    },
  );

  app.get(
    '/public/agencies/:id',
    { config: { public: true }, schema: { ...routeSchema, response: { 200: ZPublicAgency } } },
    async (request, reply) => {
      const user = await findVisibleProfileUser(db, request.params.id, 'ADVERTISER');
      if (!user) throw new NotFound();
      reply.header('cache-control', 'private, no-cache');
      return presentPublicAgency(user, await common(request, user));
    },
  );
}
