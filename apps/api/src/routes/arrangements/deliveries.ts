import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  DELIVERY_MAX_FILES,
  ZArrangement,
  ZDeliveryCreate,
  ZDeliveryList,
  ZDeliveryRevise,
  ZIdParams,
  ZEmptyBody,
} from '@spona/contracts';
import type { PrivateFileStore } from '../../adapters/files/privateFileStore';
import {
  answerDeliveryByAdvertiser,
  createDelivery,
  findDeliveries,
} from '../../domain/arrangements/deliveries';
import { unsafeFindArrangement } from '../../domain/arrangements/findArrangements';
import { uploadPrivateFiles } from '../../domain/arrangements/privateFiles';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import { readFileUploads } from '../../http/readFileUploads';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { canViewArrangement } from '../../policies/arrangements';
import { authorize } from '../../policies/authorize';
import { presentDelivery } from '../../presenters/arrangement';
import { createChangeAnswer } from './answerChange';
import { createAnnouncer, type MessengerDeps } from '../../realtime/announcer';

/**
 * The links of a multipart delivery: the `links` field repeated (or `links[]`), or one field holding
 * a JSON array of them. Left as they came for the contract to validate.
 */
function linksOf(fields: Record<string, string[]>): unknown {
  const values = fields.links ?? fields['links[]'] ?? [];
  if (values.length === 1 && values[0]!.trimStart().startsWith('[')) {
    try {
      return JSON.parse(values[0]!) as unknown;
    } catch {
      return values;
    }
  }
  return values;
}

/**
 * Issue 16, deliveries: POST arrangements/{id}/deliveries (the creator sends links, a note and files:
 * JSON with the ids of files uploaded before, or multipart with the files themselves), POST
 * management/approve/{id} and management/revise/{id} (the advertiser's answer), GET
 * arrangements/{id}/deliveries. Every change goes through the state machine (DELIVER, APPROVE,
 * REVISE); both participants get ArrangementEvent CHANGED after the commit. Anyone else gets 404.
 */
export async function deliveryRoutes(app: App, deps: MessengerDeps & { files: PrivateFileStore }) {
  const { db } = deps.database;
  const announce = createAnnouncer(deps, app.log);
  await app.register(multipart);
  acceptEmptyJsonBody(app);
  app.addHook('onClose', () => announce.drain());

  /** After the commit: both participants hear of it; the caller gets the arrangement as they see it. */
  const { answer } = createChangeAnswer(db, announce);

  /**
   * A multipart delivery: its files are uploaded as POST arrangements/{id}/files would (checked,
   * stored, unattached), then its fields and their ids become the JSON body the contract validates.
   * Whatever the delivery then refuses, the uploads stay unattached and are purged with the others.
   */
  const readMultipartDelivery = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const params = ZIdParams.safeParse(request.params);
    // A bad id is answered by the validation that follows, without reading the form.
    if (!params.success) return;
    const user = requireUser(request);
    const arrangement = await unsafeFindArrangement(db, params.data.id);
    authorize(arrangement !== undefined && canViewArrangement(user, arrangement));
    const form = readFileUploads(request, { fileField: 'files', maxFiles: DELIVERY_MAX_FILES });
    const uploaded = await uploadPrivateFiles({ db, files: deps.files }, arrangement, user.id, form.files, {
      isRequired: false,
    });
    request.body = {
      note: form.fields.note?.[0] ?? null,
      links: linksOf(form.fields),
      file_ids: uploaded.map((file) => file.id),
    };
  };

  const changeConfig = { rateLimit: ROUTE_LIMITS.arrangementChange };

  app.post(
    '/arrangements/:id/deliveries',
    {
      config: changeConfig,
      schema: {
        params: ZIdParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: ZDeliveryCreate,
        response: { 201: ZArrangement },
      },
      preValidation: readMultipartDelivery,
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const change = await createDelivery(db, request.params.id, userId, request.body);
      return reply.code(201).send(await answer(change, userId));
    },
  );

  app.get(
    '/arrangements/:id/deliveries',
    { schema: { params: ZIdParams, response: { 200: ZDeliveryList } } },
    async (request) => {
      const arrangement = await unsafeFindArrangement(db, request.params.id);
      authorize(arrangement !== undefined && canViewArrangement(requireUser(request), arrangement));
      return { data: (await findDeliveries(db, arrangement.id)).map(presentDelivery) };
    },
  );

  app.post(
    '/management/approve/:id',
    {
      config: changeConfig,
      schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZArrangement } },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const change = await answerDeliveryByAdvertiser(db, request.params.id, userId, {
        operation: 'APPROVE',
      });
      return answer(change, userId);
    },
  );

  app.post(
    '/management/revise/:id',
    {
      config: changeConfig,
      schema: { params: ZIdParams, body: ZDeliveryRevise, response: { 200: ZArrangement } },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const change = await answerDeliveryByAdvertiser(db, request.params.id, userId, {
        operation: 'REVISE',
        note: request.body.note,
      });
      return answer(change, userId);
    },
  );
}
