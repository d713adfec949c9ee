import multipart from '@fastify/multipart';
import {
  ZIdParams,
  ZPortfolioItem,
  ZPortfolioItemCreate,
  ZPortfolioItemList,
  ZPortfolioItemUpdate,
  ZSuccess,
} from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Database } from '../../db/client';
import { Forbidden, NotFound } from '../../domain/errors';
import type { LinkPreviews } from '../../domain/profiles/linkPreviews';
import {
  addPortfolioItem,
  findOwnPortfolioItem,
  findPortfolio,
  removePortfolioItem,
  replacePortfolioImage,
  updatePortfolioItem,
} from '../../domain/profiles/portfolio';
import { readImageUpload } from '../../http/readImageUpload';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { authorize } from '../../policies/authorize';
import { hasCreatorProfile } from '../../policies/profiles';
import { presentPortfolioItem } from '../../presenters/profile';

/**
 * SPEC §7 Portfolio: CRUD under influencers/portfolio for the signed-in creator (SPEC §2 profile
 * editor tabs: others 403). Another user's item id answers 404 and changes nothing. Issue 18: an IMAGE
 * item's picture (POST influencers/portfolio/{id}/image, multipart like the profile photo), and each
 * link's preview, read after the item is committed (`previews.request`) and never in its way.
 */
export async function portfolioRoutes(
  app: App,
  { database, images, previews }: { database: Database; images: ImageStore; previews: LinkPreviews },
) {
  const { db } = database;
  await app.register(multipart);

  const findOwn = async (userId: number, id: number) => {
    const row = await findOwnPortfolioItem(db, userId, id);
    if (!row) throw new NotFound();
    return row;
  };
  const presentOwn = async (userId: number, id: number) => presentPortfolioItem(await findOwn(userId, id));

  app.get(
    '/influencers/portfolio',
    { schema: { response: { 200: ZPortfolioItemList } } },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      const items = await findPortfolio(db, user.id);
      previews.refreshStale(items);
      return items.map(presentPortfolioItem);
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
      if (request.body.link) previews.request(request.body.link);
      return reply.code(201).send(await presentOwn(user.id, id));
    },
  );

  app.put(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, body: ZPortfolioItemUpdate, response: { 200: ZPortfolioItem } } },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      const { link, isLinkChanged } = await updatePortfolioItem(
        { db, images },
        user.id,
        request.params.id,
        request.body,
      );
      if (link && isLinkChanged) previews.request(link);
      return presentOwn(user.id, request.params.id);
    },
  );

  app.delete(
    '/influencers/portfolio/:id',
    { schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      const { item } = await findOwn(user.id, request.params.id);
      await removePortfolioItem({ db, images }, item);
      return { success: true as const };
    },
  );

  app.post(
    '/influencers/portfolio/:id/image',
    {
      config: { rateLimit: ROUTE_LIMITS.upload },
      schema: { params: ZIdParams, response: { 200: ZPortfolioItem } },
    },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      const { item } = await findOwn(user.id, request.params.id);
      const upload = await readImageUpload(request);
      await replacePortfolioImage({ db, images }, item, upload.image);
      return presentOwn(user.id, item.id);
    },
  );
}
