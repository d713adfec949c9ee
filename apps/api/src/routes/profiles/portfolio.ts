import {
  ZIdParams,
  ZPortfolioItem,
  ZPortfolioItemCreate,
  ZPortfolioItemList,
  ZPortfolioItemUpdate,
  ZSuccess,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { Forbidden, NotFound } from '../../domain/errors';
import {
  addPortfolioItem,
  findOwnPortfolioItem,
  findPortfolio,
  removePortfolioItem,
  updatePortfolioItem,
} from '../../domain/profiles/portfolio';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { authorize } from '../../policies/authorize';
import { hasCreatorProfile } from '../../policies/profiles';
import { presentPortfolioItem } from '../../presenters/profile';

/**
 * SPEC §7 Portfolio: CRUD under influencers/portfolio for the signed-in creator (SPEC §2 profile
 * editor tabs: others 403). Another user's item id answers 404 and changes nothing.
 */
export async function portfolioRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;

  const presentOwn = async (userId: number, id: number) => {
    const row = await findOwnPortfolioItem(db, userId, id);
    if (!row) throw new NotFound();
    return presentPortfolioItem(row);
  };

  app.get(
    '/influencers/portfolio',
    { schema: { response: { 200: ZPortfolioItemList } } },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      return (await findPortfolio(db, user.id)).map(presentPortfolioItem);
    },
  );

  app.get(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, response: { 200: ZPortfolioItem } } },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      return presentOwn(user.id, request.params.id);
    },
  );

  app.post(
    '/influencers/portfolio',
    { schema: { body: ZPortfolioItemCreate, response: { 201: ZPortfolioItem } } },
    async (request, reply) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      const id = await addPortfolioItem(db, user.id, request.body);
      return reply.code(201).send(await presentOwn(user.id, id));
    },
  );

  app.put(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, body: ZPortfolioItemUpdate, response: { 200: ZPortfolioItem } } },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      await updatePortfolioItem(db, user.id, request.params.id, request.body);
      return presentOwn(user.id, request.params.id);
    },
  );

  app.delete(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      const row = await findOwnPortfolioItem(db, user.id, request.params.id);
      if (!row) throw new NotFound();
      await removePortfolioItem(db, row.item.id);
      return { success: true as const };
    },
  );
}
