import type { FastifyRequest } from 'fastify';
import {
  ZCampaign,
  ZCampaignCreate,
  ZCampaignCreatorInput,
  ZCampaignCreatorParams,
  ZCampaignList,
  ZCampaignSendResult,
  ZCampaignUpdate,
  ZEmptyBody,
  ZIdParams,
} from '@spona/contracts';
import { requestRefusalError } from '../../domain/arrangements/refusals';
import { findCampaignDetails, type CampaignRow } from '../../domain/campaigns/campaignCreatorFacts';
import {
  addCampaignCreator,
  createCampaign,
  findOwnCampaigns,
  removeCampaignCreator,
  unsafeFindCampaign,
  updateCampaign,
} from '../../domain/campaigns/manageCampaigns';
import { sendCampaign } from '../../domain/campaigns/sendCampaign';
import { Forbidden } from '../../domain/errors';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { authorize } from '../../policies/authorize';
import { canBuildCampaigns, checkCampaignSender, isOwnedBy } from '../../policies/campaigns';
import { presentCampaign, presentCampaignSend, presentCampaignSummary } from '../../presenters/campaign';
import { createAnnouncer, type MessengerDeps } from '../../realtime/announcer';

/**
 * Issue 20, the campaign builder: an advertiser's campaigns (name, brief, dates, budget), creators
 * each on one priced service (SPEC §5), and the send: one arrangement per creator who can receive it,
 * all or none, announced after the commit. Someone else's campaign is 404; a creator's account 403.
 */
export async function campaignRoutes(app: App, deps: MessengerDeps) {
  const { db } = deps.database;
  const announce = createAnnouncer(deps, app.log);
  // The send is called with an empty body, a JSON content type or not.
  acceptEmptyJsonBody(app);
  app.addHook('onClose', () => announce.drain());
  const limit = { rateLimit: ROUTE_LIMITS.campaigns };

  /** The signed-in advertiser (a creator: 403). */
  const advertiserOf = (request: FastifyRequest) => {
    const user = requireUser(request);
    authorize(canBuildCampaigns(user), new Forbidden('campaigns.advertisersOnly'));
    return user;
  };
  /** The advertiser's own campaign `id` (another's, or none: 404). */
  const ownCampaign = async (request: FastifyRequest, id: number): Promise<CampaignRow> => {
    const user = advertiserOf(request);
    const row = await unsafeFindCampaign(db, id);
    authorize(row !== undefined && isOwnedBy(user, row));
    return row;
  };
  /** The campaign as it is now, for the answer. */
  const present = async (request: FastifyRequest, id: number) => {
    const details = await findCampaignDetails(db, (await unsafeFindCampaign(db, id))!);
    return presentCampaign(details.campaign, details.creators, details.cards, request.locale);
  };

  app.get('/campaigns', { schema: { response: { 200: ZCampaignList } } }, async (request) => {
    const user = advertiserOf(request);
    return { data: (await findOwnCampaigns(db, user.id)).map(presentCampaignSummary) };
  });

  app.post(
    '/campaigns',
    { config: limit, schema: { body: ZCampaignCreate, response: { 201: ZCampaign } } },
    async (request, reply) => {
      const user = advertiserOf(request);
      const row = await createCampaign(db, user.id, request.body);
      return reply.code(201).send(await present(request, row.id));
    },
  );

  app.get(
    '/campaigns/:id',
    { schema: { params: ZIdParams, response: { 200: ZCampaign } } },
    async (request) => present(request, (await ownCampaign(request, request.params.id)).id),
  );

  app.put(
    '/campaigns/:id',
    { config: limit, schema: { params: ZIdParams, body: ZCampaignUpdate, response: { 200: ZCampaign } } },
    async (request) => {
      const row = await ownCampaign(request, request.params.id);
      await updateCampaign(db, row.id, request.body);
      return present(request, row.id);
    },
  );

  app.post(
    '/campaigns/:id/creators',
    {
      config: limit,
      schema: {
        params: ZIdParams,
        body: ZCampaignCreatorInput,
        response: { 200: ZCampaign, 201: ZCampaign },
      },
    },
    async (request, reply) => {
      const row = await ownCampaign(request, request.params.id);
      const added = await addCampaignCreator(db, row.id, request.body);
      return reply.code(added.isNew ? 201 : 200).send(await present(request, row.id));
    },
  );

  app.delete(
    '/campaigns/:id/creators/:userId',
    { config: limit, schema: { params: ZCampaignCreatorParams, response: { 200: ZCampaign } } },
    async (request) => {
      const row = await ownCampaign(request, request.params.id);
      await removeCampaignCreator(db, row.id, request.params.userId);
      return present(request, row.id);
    },
  );

  app.post(
    '/campaigns/:id/send',
    {
      config: { rateLimit: ROUTE_LIMITS.campaignSend },
      schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZCampaignSendResult } },
    },
    async (request) => {
      const row = await ownCampaign(request, request.params.id);
      // As POST arrangements/new: an unconfirmed email or an account on hold sends no requests.
      const refusal = checkCampaignSender(requireUser(request));
      if (refusal) throw requestRefusalError(refusal);
      const outcome = await sendCampaign(db, row);
      // Committed: now each creator hears of their request (ArrangementEvent NEW, the message, mail, push).
      for (const { arrangement, message } of outcome.sent)
        await announce.newArrangement(arrangement, message);
      return presentCampaignSend(await present(request, row.id), outcome, request.locale);
    },
  );
}
