import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ZIdParams,
  ZSocialAccount,
  ZSocialAccountCreate,
  ZSocialAccountList,
  ZSuccess,
  ZVerificationMethod,
} from '@spona/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { Forbidden, NotFound, RuleViolation } from '../../domain/errors';
import {
  addSocialAccount,
  findNetwork,
  findOwnSocialAccount,
  findSocialAccounts,
  removeSocialAccount,
  requestVerification,
} from '../../domain/profiles/socialAccounts';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { authorize } from '../../policies/authorize';
import { hasCreatorProfile } from '../../policies/profiles';
import { presentSocialAccount } from '../../presenters/profile';

type CreateBody = z.infer<typeof ZSocialAccountCreate>;

/**
 * SPEC §7 social network accounts of a creator: POST/DELETE influencers/social, verification, and
 * POST networks / DELETE networks/{id}. SPEC names both pairs; `networks` here are the same accounts
 * seen from the profile editor's networks tab (GET networks stays the public list of networks), so
 * both paths run the same code. Only creators (others 403); another user's account id answers 404
 * and changes nothing.
 */
export async function socialAccountRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;

  const present = async (userId: number, id: number) => {
    const row = await findOwnSocialAccount(db, userId, id);
    if (!row) throw new NotFound();
    return presentSocialAccount(row, { isOwner: true });
  };

  async function create(request: FastifyRequest<{ Body: CreateBody }>, reply: FastifyReply) {
    const user = requireUser(request);
    authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
    const network = await findNetwork(db, request.body.network);
    if (!network) throw new RuleViolation({ network: 'validation.network' });
    const id = await addSocialAccount(db, user.id, {
      network,
      username: request.body.username,
      externalId: request.body.external_id ?? null,
      followers: request.body.followers,
      engagementRate: request.body.engagement_rate ?? null,
    });
    return reply.code(201).send(await present(user.id, id));
  }

  async function remove(request: FastifyRequest<{ Params: { id: number } }>) {
    const user = requireUser(request);
    authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
    const row = await findOwnSocialAccount(db, user.id, request.params.id);
    if (!row) throw new NotFound();
    await removeSocialAccount(db, row.account.id);
    return { success: true as const };
  }

  const createSchema = { body: ZSocialAccountCreate, response: { 201: ZSocialAccount } };
  const removeSchema = { params: ZIdParams, response: { 200: ZSuccess } };

  app.get('/influencers/social', { schema: { response: { 200: ZSocialAccountList } } }, async (request) => {
    const user = requireUser(request);
    authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
    return (await findSocialAccounts(db, user.id, { includeDeleting: true })).map((row) =>
      presentSocialAccount(row, { isOwner: true }),
    );
  });
  app.post('/influencers/social', { schema: createSchema }, create);
  app.delete('/influencers/social/:id', { schema: removeSchema }, remove);
  app.post('/networks', { schema: createSchema }, create);
  app.delete('/networks/:id', { schema: removeSchema }, remove);

  // SPEC §4: asking for verification sets 'in progress'; {method} names how the owner proves it.
  app.get(
    '/influencers/social/:id/verify/:method',
    {
      schema: {
        params: ZIdParams.extend({ method: ZVerificationMethod }),
        response: { 200: ZSocialAccount },
      },
    },
    async (request) => {
      const user = requireUser(request);
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      const row = await findOwnSocialAccount(db, user.id, request.params.id);
      if (!row) throw new NotFound();
      await requestVerification(db, row.account);
      return present(user.id, row.account.id);
    },
  );
}
