import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError } from './AppError';

/** What one multipart request may hold; beyond it the request answers 413 (errors plugin). */
export type MultipartLimits = {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
};

/** The text fields and the files of a multipart/form-data body, by field name. */
export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a whole multipart/form-data body (the route's scope registers @fastify/multipart). The
 * limits (413) and the plugin's own client errors keep their answer; what the parser itself throws
 * (no boundary, a body cut short, garbage between the boundaries) is the client's broken form:
 * 400 with `brokenKey` (api catalogue), never a 500. Not multipart at all: 415 (the plugin's error).
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  brokenKey = 'errors.badMultipart',
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') form.files[part.fieldname] = await part.toBuffer();
      else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw err;
    throw new AppError(400, brokenKey);
  }
  return form;
}
