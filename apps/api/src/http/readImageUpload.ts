import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@spona/contracts';
import { RuleViolation } from '../domain/errors';
import { readMultipart } from './readMultipart';

/** The file and the text fields of a multipart upload. */
export type ImageUpload = { image: Buffer; fields: Record<string, string> };

/** One file and a few short fields; bigger uploads answer 413 (errors plugin). */
const LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 11 };

/**
 * Reads a multipart upload with its image in the field `image`, whatever order the parts come in.
 * SPEC §5: over 5 MB answers 413 'The image is larger than 5 MB.'; no file answers 'Choose an image.'.
 * A broken form answers 400 'images.unreadable'.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  const { fields, files } = await readMultipart(request, LIMITS, 'images.unreadable');
  const image = files.image;
  if (!image || image.length === 0) throw new RuleViolation({ image: 'images.missing' });
  return { image, fields };
}

const uploadedImages = new WeakMap<FastifyRequest, Buffer>();

/**
 * A route's preValidation hook for an upload with text fields: the fields become the body its
 * `schema.body` validates (a bad field is a 400 naming it, like a JSON body's), the image waits for
 * `uploadedImage(request)` in the handler.
 */
export async function readImageUploadIntoBody(request: FastifyRequest): Promise<void> {
  const { image, fields } = await readImageUpload(request);
  uploadedImages.set(request, image);
  request.body = fields;
}

/** The image read by readImageUploadIntoBody. */
export function uploadedImage(request: FastifyRequest): Buffer {
  const image = uploadedImages.get(request);
  if (!image) throw new Error('uploadedImage: the route has no readImageUploadIntoBody hook');
  return image;
}
