import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@spona/contracts';
import { RuleViolation } from '../domain/errors';
import { AppError } from './AppError';

/** The file and the text fields of a multipart upload. */
export type ImageUpload = { image: Buffer; fields: Record<string, string> };

/** One file and a few short fields; bigger uploads answer 413 (errors plugin). */
const LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 11 };

/**
 * Reads a multipart upload with its image in the field `image`, whatever order the parts come in.
 * SPEC §5: over 5 MB answers 413 'The image is larger than 5 MB.'; no file answers 'Choose an image.'.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  let image: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'image') image = buffer;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The limits (413) and the plugin's own client errors keep their answer; the parser's plain
    // errors (no boundary, a body cut short) are the client's bad upload too, never a 500.
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw err;
    throw new AppError(400, 'images.unreadable');
  }
  if (!image || image.length === 0) throw new RuleViolation({ image: 'images.missing' });
  return { image, fields };
}
