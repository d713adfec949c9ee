import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { PRIVATE_FILE_UNATTACHED_HOURS } from '@spona/contracts';
import type { PrivateFileStore } from '../../adapters/files/privateFileStore';
import type { Db } from '../../db/client';
import { arrangementFiles, arrangements } from '../../db/schema';
import { roleIn } from '../../policies/arrangements';
import { conflictWith, NotFound, RuleViolation } from '../errors';
import type { PrivateFileRow } from './collaboration';
import type { ArrangementRow } from './findArrangements';
import { checkPrivateFile, type CheckedFile } from './privateFileContent';
import { isActiveStatus } from './transition';

/** One uploaded file as the HTTP layer read it: the bytes and the name the client gave. */
export type FileUpload = { bytes: Buffer; name: string | undefined };

export type PrivateFileDeps = { db: Db; files: PrivateFileStore };

const HOUR_MS = 60 * 60 * 1000;

/** Issue 16: files are added to an active arrangement only (for a message or a delivery). */
const notActive = () => conflictWith('arrangements.filesNotActive');

/**
 * Issue 16 POST arrangements/{id}/files (and a delivery sent as multipart), by a participant (the
 * caller asked the policy): refused at once (409) when the arrangement is not active, before any
 * upload is read. Then checks each upload by its content as it arrives (checkPrivateFile: images
 * re-encoded, PDFs checked) and stores it under a random key, keeping none of it in memory; then
 * adds the rows, unattached, in one statement while the arrangement is still active and the user one
 * of its participants (row lock shared with other uploads, exclusive with a transition). Any refusal,
 * of one file or of the form (the HTTP layer's limits throw from `uploads`), removes what was stored:
 * all the files or none. None at all is refused unless `isRequired` is false (a delivery of links).
 */
export async function uploadPrivateFiles(
  { db, files }: PrivateFileDeps,
  arrangement: ArrangementRow,
  uploaderId: number,
  uploads: AsyncIterable<FileUpload>,
  { isRequired = true }: { isRequired?: boolean } = {},
): Promise<PrivateFileRow[]> {
  if (!isActiveStatus(arrangement.status)) throw notActive();
  const arrangementId = arrangement.id;
  const stored: Array<Omit<CheckedFile, 'bytes'> & { size: number; storageKey: string }> = [];
  try {
    for await (const upload of uploads) {
      const { bytes, ...checked } = await checkPrivateFile(upload.bytes, upload.name);
      stored.push({ ...checked, size: bytes.length, storageKey: await files.save(bytes) });
    }
    if (stored.length === 0) {
      if (isRequired) throw new RuleViolation({ files: 'arrangements.filesMissing' });
      return [];
    }
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [locked] = await tx
        .select()
        .from(arrangements)
        .where(eq(arrangements.id, arrangementId))
        .for('share');
      if (!locked || !roleIn(locked, uploaderId)) throw new NotFound();
      if (!isActiveStatus(locked.status)) throw notActive();
      const rows = await tx
        .insert(arrangementFiles)
        .values(
          stored.map((file) => ({
            arrangementId,
            uploaderId,
            kind: file.kind,
            name: file.name,
            contentType: file.contentType,
            size: file.size,
            width: file.width,
            height: file.height,
            storageKey: file.storageKey,
          })),
        )
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    });
  } catch (err) {
    await Promise.all(stored.map((file) => files.remove(file.storageKey)));
    throw err;
  }
}

/**
 * Issue 16: attaches the uploader's own unattached files of the arrangement to a new message or
 * delivery, inside the caller's transaction (which holds the arrangement's row lock, so no two
 * messages or deliveries take the same file). Any id that is not such a file refuses the whole
 * call (422 arrangements.fileUnavailable, under `field`), and the caller's transaction rolls back.
 */
export async function attachPrivateFiles(
  tx: Db,
  {
    arrangementId,
    uploaderId,
    fileIds,
    field,
  }: {
    arrangementId: number;
    uploaderId: number;
    fileIds: readonly number[];
    field: string;
  },
  owner: { messageId: number } | { deliveryId: number },
): Promise<PrivateFileRow[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const attached = await tx
    .update(arrangementFiles)
    .set(owner)
    .where(
      and(
        inArray(arrangementFiles.id, ids),
        eq(arrangementFiles.arrangementId, arrangementId),
        eq(arrangementFiles.uploaderId, uploaderId),
        isNull(arrangementFiles.messageId),
        isNull(arrangementFiles.deliveryId),
      ),
    )
    .returning();
  if (attached.length !== ids.length) {
    throw new RuleViolation(
      { [field]: 'arrangements.fileUnavailable' },
      { message: 'arrangements.fileUnavailable' },
    );
  }
  return attached.sort((a, b) => a.id - b.id);
}

/**
 * Issue 16: a private file of the arrangement with the arrangement's participants, with no access
 * check (callers ask policies/arrangements.ts canOpenPrivateFile); undefined also for a file of
 * another arrangement.
 */
export async function unsafeFindPrivateFile(
  db: Db,
  arrangementId: number,
  fileId: number,
): Promise<{ file: PrivateFileRow; requesterId: number; receiverId: number } | undefined> {
  const [found] = await db
    .select({
      file: arrangementFiles,
      requesterId: arrangements.requesterId,
      receiverId: arrangements.receiverId,
    })
    .from(arrangementFiles)
    .innerJoin(arrangements, eq(arrangements.id, arrangementFiles.arrangementId))
    .where(and(eq(arrangementFiles.id, fileId), eq(arrangementFiles.arrangementId, arrangementId)));
  return found;
}

/** Uploads one run of the purge removes at most; the next run takes the rest. */
const PURGE_BATCH = 500;

/**
 * Issue 16 job: uploads no message or delivery took within PRIVATE_FILE_UNATTACHED_HOURS are deleted,
 * rows and files on disk. Safe with several processes: each row is deleted by one statement only
 * (the one whose DELETE gets it), and a file being attached at that moment is either taken by the
 * send (the DELETE then skips it) or gone before (the send answers fileUnavailable). Returns how many.
 */
export async function purgeUnattachedFiles(
  { db, files }: PrivateFileDeps,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - PRIVATE_FILE_UNATTACHED_HOURS * HOUR_MS);
  const due = db
    .select({ id: arrangementFiles.id })
    .from(arrangementFiles)
    .where(
      and(
        isNull(arrangementFiles.messageId),
        isNull(arrangementFiles.deliveryId),
        lt(arrangementFiles.createdAt, before),
      ),
    )
    .orderBy(asc(arrangementFiles.createdAt))
    .limit(PURGE_BATCH);
  const deleted = await db
    .delete(arrangementFiles)
    .where(
      and(
        inArray(arrangementFiles.id, due),
        // Checked again on the row as it is when deleted: an upload attached meanwhile stays.
        isNull(arrangementFiles.messageId),
        isNull(arrangementFiles.deliveryId),
      ),
    )
    .returning({ storageKey: arrangementFiles.storageKey });
  await Promise.all(deleted.map((row) => files.remove(row.storageKey)));
  return deleted.length;
}
