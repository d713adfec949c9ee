import type { FastifyRequest } from 'fastify';
import {
  ZIdParams,
  ZShortlist,
  ZShortlistCreatorInput,
  ZShortlistCreatorParams,
  ZShortlistEntry,
  ZShortlistInput,
  ZShortlistList,
  ZSuccess,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { Forbidden, NotFound } from '../../domain/errors';
import {
  createShortlist,
  deleteShortlist,
  findOwnShortlists,
  findShortlistEntries,
  findShortlistEntry,
  removeShortlistCreator,
  renameShortlist,
  saveShortlistCreator,
  unsafeFindShortlist,
  type ShortlistRow,
} from '../../domain/shortlists/manageShortlists';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { authorize } from '../../policies/authorize';
import { canBuildCampaigns, isOwnedBy } from '../../policies/campaigns';
import { presentShortlist, presentShortlistEntry, presentShortlistSummary } from '../../presenters/shortlist';

/**
 * Issue 20, shortlists: an advertiser's named lists of creators saved from search cards and profiles,
 * each creator with a note. Private to the owner: someone else's list is 404; a creator's account 403.
 */
export async function shortlistRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;
  const limit = { rateLimit: ROUTE_LIMITS.shortlists };

  /** The signed-in advertiser (a creator: 403). */
  const advertiserOf = (request: FastifyRequest) => {
    const user = requireUser(request);
    authorize(canBuildCampaigns(user), new Forbidden('shortlists.advertisersOnly'));
    return user;
  };
  /** The advertiser's own list `id` (another's, or none: 404). */
  const ownShortlist = async (request: FastifyRequest, id: number): Promise<ShortlistRow> => {
    const user = advertiserOf(request);
    const row = await unsafeFindShortlist(db, id);
    authorize(row !== undefined && isOwnedBy(user, row));
    return row;
  };
  const presentWhole = async (request: FastifyRequest, row: ShortlistRow) =>
    presentShortlist(row, await findShortlistEntries(db, row.id), request.locale);

  app.get('/shortlists', { schema: { response: { 200: ZShortlistList } } }, async (request) => {
    const user = advertiserOf(request);
    return { data: (await findOwnShortlists(db, user.id)).map(presentShortlistSummary) };
  });

  app.post(
    '/shortlists',
    { config: limit, schema: { body: ZShortlistInput, response: { 201: ZShortlist } } },
    async (request, reply) => {
      const user = advertiserOf(request);
      const row = await createShortlist(db, user.id, request.body.name);
      return reply.code(201).send(await presentWhole(request, row));
    },
  );

  app.get(
    '/shortlists/:id',
    { schema: { params: ZIdParams, response: { 200: ZShortlist } } },
    async (request) => presentWhole(request, await ownShortlist(request, request.params.id)),
  );

  app.put(
    '/shortlists/:id',
    { config: limit, schema: { params: ZIdParams, body: ZShortlistInput, response: { 200: ZShortlist } } },
    async (request) => {
      const row = await ownShortlist(request, request.params.id);
      return presentWhole(request, await renameShortlist(db, row.id, request.body.name));
    },
  );

  app.delete(
    '/shortlists/:id',
    { config: limit, schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const row = await ownShortlist(request, request.params.id);
      await deleteShortlist(db, row.id);
      return { success: true as const };
    },
  );

  app.post(
    '/shortlists/:id/creators',
    {
      config: limit,
      schema: {
        params: ZIdParams,
        body: ZShortlistCreatorInput,
        response: { 200: ZShortlistEntry, 201: ZShortlistEntry },
      },
    },
    async (request, reply) => {
      const row = await ownShortlist(request, request.params.id);
      const { user_id, note } = request.body;
      const saved = await saveShortlistCreator(db, row.id, { creatorId: user_id, note });
      const entry = await findShortlistEntry(db, row.id, user_id);
      if (!entry) throw new NotFound();
      return reply.code(saved.isNew ? 201 : 200).send(presentShortlistEntry(entry, request.locale));
    },
  );

  app.delete(
    '/shortlists/:id/creators/:userId',
    { config: limit, schema: { params: ZShortlistCreatorParams, response: { 200: ZSuccess } } },
    async (request) => {
      const row = await ownShortlist(request, request.params.id);
      await removeShortlistCreator(db, row.id, request.params.userId);
      return { success: true as const };
    },
  );
}
