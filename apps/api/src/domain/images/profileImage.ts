import { eq } from 'drizzle-orm';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { PROFILE_IMAGE_SIZES, processImage } from './processImage';

/**
 * Sets (or clears, with null) the user's profile photo and returns the file it replaced, which the
 * caller removes from storage after the change is committed.
 */
async function setProfileImage(db: Db, userId: number, file: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageFile: users.imageFile })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ imageFile: file, updatedAt: new Date() }).where(eq(users.id, userId));
    return before?.imageFile ?? null;
  });
}

/**
 * POST users/{id}/image (an upload) and DELETE users/{id}/image (null): checks and re-encodes the
 * upload (processImage), stores it, points the user at it, then removes the replaced files; when the
 * user cannot be changed the new files are removed again. Returns the new file (null: none).
 */
export async function replaceProfileImage(
  { db, images }: { db: Db; images: Pick<ImageStore, 'save' | 'remove'> },
  userId: number,
  upload: Buffer | null,
): Promise<string | null> {
  const file = upload ? await images.save(await processImage(upload, PROFILE_IMAGE_SIZES)) : null;
  const previous = await setProfileImage(db, userId, file).catch(async (err: unknown) => {
    if (file) await images.remove(file);
    throw err;
  });
  if (previous) await images.remove(previous);
  return file;
}
