import multipart from '@fastify/multipart';
import {
  ZIdParams,
  ZOfferImage,
  ZOfferImageDescription,
  ZOfferImageList,
  ZOfferImageOrder,
  ZOfferImageUploadFields,
  ZSuccess,
} from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Database } from '../../db/client';
import { NotFound } from '../../domain/errors';
import {
  describeOfferImage,
  findOfferImages,
  findOwnOfferImage,
  removeOfferImage,
  reorderOfferImages,
  uploadOfferImage,
} from '../../domain/images/offerImages';
import { unsafeFindOffer } from '../../domain/offers/findOffers';
import { readImageUploadIntoBody, uploadedImage } from '../../http/readImageUpload';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { authorize } from '../../policies/authorize';
import { canManageOffer } from '../../policies/offers';
import { presentOfferImage } from '../../presenters/offer';

/**
 * SPEC §7 offer images under agencies/offers/images: upload (multipart, file field `image`, text
 * field `offer_id`, optional `description`), describe, reorder and delete. The images of a creator's
 * services go through the same calls. Only the offer's owner; another user's ids answer 404.
 */
export async function offerImageRoutes(
  app: App,
  { database, images }: { database: Database; images: ImageStore },
) {
  const { db } = database;
  await app.register(multipart);

  app.post(
    '/agencies/offers/images',
    {
      config: { rateLimit: ROUTE_LIMITS.upload },
      schema: {
        consumes: ['multipart/form-data'],
        body: ZOfferImageUploadFields,
        response: { 201: ZOfferImage },
      },
      preValidation: readImageUploadIntoBody,
    },
    async (request, reply) => {
      const offer = await unsafeFindOffer(db, request.body.offer_id);
      authorize(offer !== undefined && canManageOffer(requireUser(request), offer));
      const description = request.body.description || null;
      const image = await uploadOfferImage({ db, images }, offer.id, uploadedImage(request), description);
      return reply.code(201).send(presentOfferImage(image));
    },
  );

  // Registered before `/:id`; Fastify prefers the static segment anyway.
  app.put(
    '/agencies/offers/images/order',
    { schema: { body: ZOfferImageOrder, response: { 200: ZOfferImageList } } },
    async (request) => {
      const offer = await unsafeFindOffer(db, request.body.offer_id);
      authorize(offer !== undefined && canManageOffer(requireUser(request), offer));
      await reorderOfferImages(db, offer.id, request.body.ids);
      return (await findOfferImages(db, offer.id)).map(presentOfferImage);
    },
  );

  app.put(
    '/agencies/offers/images/:id',
    { schema: { params: ZIdParams, body: ZOfferImageDescription, response: { 200: ZOfferImage } } },
    async (request) => {
      const image = await findOwnOfferImage(db, requireUser(request).id, request.params.id);
      if (!image) throw new NotFound();
      await describeOfferImage(db, image.id, request.body.description || null);
      return presentOfferImage({ ...image, description: request.body.description || null });
    },
  );

  app.delete(
    '/agencies/offers/images/:id',
    { schema: { params: ZIdParams, response: { 200: ZSuccess } } },
    async (request) => {
      const image = await findOwnOfferImage(db, requireUser(request).id, request.params.id);
      if (!image) throw new NotFound();
      await removeOfferImage({ db, images }, image);
      return { success: true as const };
    },
  );
}
