import multipart from '@fastify/multipart';
import { DELIVERY_MAX_FILES, ZIdParams, ZPrivateFileList, ZPrivateFileParams } from '@spona/contracts';
import type { PrivateFileStore } from '../../adapters/files/privateFileStore';
import type { Database } from '../../db/client';
import { unsafeFindArrangement } from '../../domain/arrangements/findArrangements';
import { unsafeFindPrivateFile, uploadPrivateFiles } from '../../domain/arrangements/privateFiles';
import { NotFound } from '../../domain/errors';
import { readFileUploads } from '../../http/readFileUploads';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { canOpenPrivateFile, canViewArrangement } from '../../policies/arrangements';
import { authorize } from '../../policies/authorize';
import { presentPrivateFile } from '../../presenters/privateFile';

/** A file never changes under its id; only its two participants' browsers keep it. */
const CACHE_CONTROL = 'private, max-age=86400';
/** Nothing in a served file may run or load anything, whatever a browser makes of it. */
const FILE_CSP = "default-src 'none'; sandbox";

/** RFC 8187 `filename*`: UTF-8, percent-encoded beyond the attribute characters. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** The plain `filename` for old clients: ASCII only, no quotes or backslashes. */
const asciiFileName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * Issue 16: a content disposition of a private file: images shown in the page, PDFs downloaded under
 * their (sanitised) name.
 */
export function contentDispositionOf(file: { kind: 'IMAGE' | 'PDF'; name: string }): string {
  const type = file.kind === 'IMAGE' ? 'inline' : 'attachment';
  return `${type}; filename="${asciiFileName(file.name)}"; filename*=UTF-8''${encodeFileName(file.name)}`;
}

/**
 * Issue 16, private files of an arrangement: POST arrangements/{id}/files uploads files (multipart,
 * `files` parts) for a message or a delivery to take; GET arrangements/{id}/files/{fileId} serves one
 * to the arrangement's two participants only (an upload nobody has sent yet, to its uploader only).
 * Anyone else gets 404, whatever the file; never under the public /assets/images/.
 */
export async function arrangementFileRoutes(
  app: App,
  { database, files }: { database: Database; files: PrivateFileStore },
) {
  const { db } = database;
  await app.register(multipart);

  app.post(
    '/arrangements/:id/files',
    {
      config: { rateLimit: ROUTE_LIMITS.upload },
      schema: {
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZPrivateFileList },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Asked before the body is read: a stranger's upload costs no decoding.
      const arrangement = await unsafeFindArrangement(db, request.params.id);
      authorize(arrangement !== undefined && canViewArrangement(user, arrangement));
      const form = readFileUploads(request, { fileField: 'files', maxFiles: DELIVERY_MAX_FILES });
      const stored = await uploadPrivateFiles({ db, files }, arrangement, user.id, form.files);
      return reply.code(201).send({ data: stored.map(presentPrivateFile) });
    },
  );

  app.get(
    '/arrangements/:id/files/:fileId',
    { config: { rateLimit: ROUTE_LIMITS.files }, schema: { params: ZPrivateFileParams } },
    async (request, reply) => {
      const found = await unsafeFindPrivateFile(db, request.params.id, request.params.fileId);
      authorize(found !== undefined && canOpenPrivateFile(requireUser(request), found, found.file));
      const { file } = found;
      const stored = await files.open(file.storageKey);
      if (!stored) throw new NotFound();
      return reply
        .header('cache-control', CACHE_CONTROL)
        .header('content-security-policy', FILE_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDispositionOf(file))
        .header('content-length', stored.size)
        .type(file.contentType)
        .send(stored.stream);
    },
  );
}
