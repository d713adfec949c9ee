import type { FastifyRequest } from 'fastify';
import {
  ZIdParams,
  ZPortfolioItem,
  ZPortfolioItemCreate,
  ZPortfolioItemList,
  ZPortfolioItemUpdate,
  ZSuccess,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { NotFound, RuleViolation } from '../../domain/errors';
import {
  addPortfolioItem,
  findOwnPortfolioItem,
  findPortfolio,
  removePortfolioItem,
  updatePortfolioItem,
} from '../../domain/profiles/portfolio';
import { findNetwork } from '../../domain/profiles/socialAccounts';
import { AppError } from '../../http/AppError';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { hasCreatorProfile } from '../../policies/profiles';
import { presentPortfolioItem } from '../../presenters/profile';

/**
 * SPEC §7 Portfolio: CRUD under influencers/portfolio for the signed-in creator. Another user's item
 * id answers 404 and changes nothing.
 */
export async function portfolioRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;

  const creator = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!hasCreatorProfile(user)) throw new AppError(403, 'profiles.influencersOnly');
    return user;
  };

  const networkOf = async (ref: number | string | null | undefined) => {
    if (ref === null || ref === undefined) return null;
    const network = await findNetwork(db, ref);
    if (!network) throw new RuleViolation({ network: 'validation.network' });
    return network;
  };

  const presentOwn = async (userId: number, id: number) => {
    const row = await findOwnPortfolioItem(db, userId, id);
    if (!row) throw new NotFound();
    return presentPortfolioItem(row);
  };

  app.get('/influencers/portfolio', { schema: { response: { 200: ZPortfolioItemList } } }, async (request) =>
    (await findPortfolio(db, creator(request).id)).map(presentPortfolioItem),
  );

  app.get(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, response: { 200: ZPortfolioItem } } },
    async (request) => presentOwn(creator(request).id, request.params.id),
  );

  app.post(
    '/influencers/portfolio',
    { schema: { body: ZPortfolioItemCreate, response: { 201: ZPortfolioItem } } },
    async (request, reply) => {
      const user = creator(request);
      const body = request.body;
      const id = await addPortfolioItem(db, user.id, {
        advertiserName: body.advertiser_name,
        type: body.type,
        network: await networkOf(body.network),
        link: body.link ?? null,
        description: body.description || null,
        showOnProfile: body.show_on_profile,
      });
      return reply.code(201).send(await presentOwn(user.id, id));
    },
  );

  app.put(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, body: ZPortfolioItemUpdate, response: { 200: ZPortfolioItem } } },
    async (request) => {
      const user = creator(request);
      const row = await findOwnPortfolioItem(db, user.id, request.params.id);
      if (!row) throw new NotFound();
      const body = request.body;
      await updatePortfolioItem(db, row.item.id, {
        advertiserName: body.advertiser_name ?? row.item.advertiserName,
        type: body.type ?? row.item.type,
        network: body.network === undefined ? row.network : await networkOf(body.network),
        link: body.link === undefined ? row.item.link : body.link,
        description: body.description === undefined ? row.item.description : body.description || null,
        showOnProfile: body.show_on_profile ?? row.item.showOnProfile,
      });
      return presentOwn(user.id, row.item.id);
    },
  );

  app.delete(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const user = creator(request);
      const row = await findOwnPortfolioItem(db, user.id, request.params.id);
      if (!row) throw new NotFound();
      await removePortfolioItem(db, row.item.id);
      return { success: true as const };
    },
  );
}
