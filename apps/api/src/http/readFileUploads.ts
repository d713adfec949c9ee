import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { PRIVATE_FILE_MAX_BYTES } from '@spona/contracts';
import { RuleViolation } from '../domain/errors';
import type { FileUpload } from '../domain/arrangements/privateFiles';
import { AppError } from './AppError';

/** A multipart form of several files and text fields, read as the files are consumed. */
export type FileUploadForm = {
  /**
   * The files of the file field, one at a time: each is read whole (at most PRIVATE_FILE_MAX_BYTES)
   * when the consumer asks for it, so a form of many files never sits in memory at once.
   */
  files: AsyncIterable<FileUpload>;
  /** The text fields by name, every value of a repeated one; complete once `files` is consumed. */
  fields: Record<string, string[]>;
};

/** Text fields of a form of files: a note and links, each well under this. */
const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 40;
const MB = 1024 * 1024;
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** The framework's refusals of a form, as the messages of private files (413, 422), or a broken form (400). */
function refusalOf(err: unknown, maxFiles: number): unknown {
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === FILE_TOO_LARGE) {
    return new RuleViolation(
      { files: 'arrangements.fileTooLarge' },
      { kind: 'tooLarge', message: 'arrangements.fileTooLarge', vars: { mb: PRIVATE_FILE_MAX_BYTES / MB } },
    );
  }
  if (code === 'FST_FILES_LIMIT') {
    return new RuleViolation(
      { files: 'arrangements.tooManyFiles' },
      { message: 'arrangements.tooManyFiles', vars: { maximum: maxFiles } },
    );
  }
  if (err instanceof RuleViolation) return err;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return err;
  // What the parser itself throws (no boundary, a body cut short): the client's broken form.
  return new AppError(400, 'errors.badMultipart');
}

/** Reads what is left of a form and drops it, so the client gets its answer on a clean connection. */
async function drain(parts: AsyncIterator<Multipart>): Promise<void> {
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.type === 'file') await next.value.toBuffer();
    }
  } catch {
    // Over a limit or cut short: nothing more to read.
  }
}

/**
 * Issue 16: a multipart/form-data body (the route's scope registers @fastify/multipart) of files in
 * the field `fileField` (repeated, at most `maxFiles`; files of other fields are dropped) and short
 * text fields. One file over PRIVATE_FILE_MAX_BYTES answers 413, one more than `maxFiles` 422, a
 * broken form 400, a body that is not multipart 415. When the consumer stops early (it refused a
 * file), the rest of the body is read and dropped.
 */
export function readFileUploads(
  request: FastifyRequest,
  { fileField, maxFiles }: { fileField: string; maxFiles: number },
): FileUploadForm {
  const fields: Record<string, string[]> = {};
  const limits = {
    fileSize: PRIVATE_FILE_MAX_BYTES,
    files: maxFiles,
    fields: MAX_FIELDS,
    fieldSize: FIELD_MAX_BYTES,
    parts: maxFiles + MAX_FIELDS,
  };
  async function* files(): AsyncGenerator<FileUpload> {
    let parts: AsyncIterator<Multipart> | undefined;
    let isDone = false;
    try {
      parts = request.parts({ limits })[Symbol.asyncIterator]();
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        const part = next.value;
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          // toBuffer may miss a limit reached with the last chunk: the stream says it was cut.
          if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: FILE_TOO_LARGE });
          if (part.fieldname === fileField) yield { bytes, name: part.filename };
        } else if (part.valueTruncated) {
          throw new RuleViolation({ [part.fieldname]: 'errors.tooLarge' }, { kind: 'tooLarge' });
        } else if (typeof part.value === 'string') {
          (fields[part.fieldname] ??= []).push(part.value);
        }
      }
      isDone = true;
    } catch (err) {
      isDone = true;
      throw refusalOf(err, maxFiles);
    } finally {
      // The consumer refused a file and stopped asking: the rest of the body is dropped.
      if (!isDone && parts) await drain(parts);
    }
  }
  return { files: files(), fields };
}
