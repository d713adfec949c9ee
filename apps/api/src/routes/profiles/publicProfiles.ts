import { ZIdParams, ZPublicAgency, ZPublicInfluencer, ZPublicProfileQuery } from '@spona/contracts';
import type { Database } from '../../db/client';
import { viewPublicAgency, viewPublicInfluencer } from '../../domain/profiles/findPublicProfile';
import type { LinkPreviews } from '../../domain/profiles/linkPreviews';
import type { App } from '../../http/types';
import { presentPublicAgency, presentPublicInfluencer } from '../../presenters/profile';

/**
 * SPEC §7 GET public/influencers/{id} and public/agencies/{id}: the creator and advertiser pages.
 * Public routes (they answer with or without a token); deleted and unapproved users answer 404 to
 * everyone (SPEC §4). A signed-in visitor who is not the owner counts a profile view. `force_refresh`
 * is the client's cache bypass (SPEC §7 Caching): accepted and ignored. Issue 18: a view reads again
 * the portfolio's link previews that are past their time (after the answer, never in its way).
 */
export async function publicProfileRoutes(
  app: App,
  { database, previews }: { database: Database; previews: LinkPreviews },
) {
  const { db } = database;
  const routeSchema = { params: ZIdParams, querystring: ZPublicProfileQuery };

  app.get(
    '/public/influencers/:id',
    { config: { public: true }, schema: { ...routeSchema, response: { 200: ZPublicInfluencer } } },
    async (request, reply) => {
      const profile = await viewPublicInfluencer(db, request.params.id, request.user);
      previews.refreshStale(profile.portfolio);
      reply.header('cache-control', 'private, no-cache');
      return presentPublicInfluencer(profile, { viewerId: request.user?.id ?? null, locale: request.locale });
    },
  );

  app.get(
    '/public/agencies/:id',
    { config: { public: true }, schema: { ...routeSchema, response: { 200: ZPublicAgency } } },
    async (request, reply) => {
      const profile = await viewPublicAgency(db, request.params.id, request.user);
      reply.header('cache-control', 'private, no-cache');
      return presentPublicAgency(profile, { viewerId: request.user?.id ?? null, locale: request.locale });
    },
  );
}
