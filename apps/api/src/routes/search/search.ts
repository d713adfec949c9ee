import type { FastifyRequest } from 'fastify';
import {
  ZAgencySearchQuery,
  ZAgencySearchResult,
  ZCreatorSearchQuery,
  ZCreatorSearchResult,
  ZFeaturedResult,
  ZOfferSearchQuery,
  ZOfferSearchResult,
  ZTopResult,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { findResponseStats } from '../../domain/arrangements/responseStats';
import { unsafeFindOffersDetails } from '../../domain/offers/findOffers';
import { findFeaturedIds, findTopCreatorIds } from '../../domain/search/findDiscovery';
import { searchAgencies } from '../../domain/search/searchAgencies';
import { findUserCards } from '../../domain/search/findUserCards';
import { searchCreators } from '../../domain/search/searchCreators';
import type { SearchPage } from '../../domain/search/searchPage';
import { searchOffers } from '../../domain/search/searchOffers';
import type { App } from '../../http/types';
import { presentOffer } from '../../presenters/offer';
import { presentAgencyCard, presentCreatorCard } from '../../presenters/searchCard';

/**
 * SPEC §7 Public and search: GET search/influencers, search/offers, public/agencies, public/featured
 * and public/top. Public routes: they answer with or without a token (SPEC §6 blocks anonymous search
 * in the web app with a sign-in dialog, not here). Only what others may see is found (SPEC §4; the
 * domain applies domain/users and domain/offers visibility). Query rules: packages/contracts search.ts.
 */
/** `total`, and the corrected text when the search ran with its spelling corrected. */
const pageInfo = (page: SearchPage) => ({
  total: page.total,
  ...(page.correctedText === undefined ? {} : { corrected_text: page.correctedText }),
});

export async function searchRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;
  const isPublic = { public: true };

  // Issue 16: each card with its response figures, one batched query per page.
  const creatorCards = async (request: FastifyRequest, ids: number[]) => {
    const [rows, stats] = await Promise.all([findUserCards(db, ids), findResponseStats(db, ids)]);
    return rows.map((row) => presentCreatorCard(row, request.locale, stats.get(row.id) ?? null));
  };

  const offerItems = async (request: FastifyRequest, ids: number[]) =>
    (await unsafeFindOffersDetails(db, ids)).map((details) =>
      presentOffer(details, { viewerId: request.user?.id ?? null, locale: request.locale }),
    );

  app.get(
    '/search/influencers',
    {
      config: isPublic,
      schema: { querystring: ZCreatorSearchQuery, response: { 200: ZCreatorSearchResult } },
    },
    async (request) => {
      const page = await searchCreators(db, request.query);
      return { data: await creatorCards(request, page.ids), ...pageInfo(page) };
    },
  );

  app.get(
    '/search/offers',
    { config: isPublic, schema: { querystring: ZOfferSearchQuery, response: { 200: ZOfferSearchResult } } },
    async (request) => {
      const page = await searchOffers(db, request.query);
      return { data: await offerItems(request, page.ids), ...pageInfo(page) };
    },
  );

  app.get(
    '/public/agencies',
    { config: isPublic, schema: { querystring: ZAgencySearchQuery, response: { 200: ZAgencySearchResult } } },
    async (request) => {
      const page = await searchAgencies(db, request.query);
      return { data: (await findUserCards(db, page.ids)).map(presentAgencyCard), ...pageInfo(page) };
    },
  );

  app.get(
    '/public/featured',
    { config: isPublic, schema: { response: { 200: ZFeaturedResult } } },
    async (request) => {
      const { creatorIds, offerIds } = await findFeaturedIds(db);
      const [creators, offers] = await Promise.all([
        creatorCards(request, creatorIds),
        offerItems(request, offerIds),
      ]);
      return { creators, offers };
    },
  );

  app.get(
    '/public/top',
    { config: isPublic, schema: { response: { 200: ZTopResult } } },
    async (request) => ({ data: await creatorCards(request, await findTopCreatorIds(db)) }),
  );
}
