import { eq } from 'drizzle-orm';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { COVER_IMAGE_SIZES, PROFILE_IMAGE_SIZES, processImage, type ImageSizes } from './processImage';

/** The images a user has on their profile: the photo (SPEC §2) and the cover banner (issue 18). */
export type UserImageSlot = 'photo' | 'cover';

const SLOTS: Record<UserImageSlot, { column: 'imageFile' | 'coverFile'; sizes: ImageSizes }> = {
  photo: { column: 'imageFile', sizes: PROFILE_IMAGE_SIZES },
  cover: { column: 'coverFile', sizes: COVER_IMAGE_SIZES },
};

/**
 * Sets (or clears, with null) one of the user's images and returns the file it replaced, which the
 * caller removes from storage after the change is committed.
 */
async function setUserImage(
  db: Db,
  userId: number,
  slot: UserImageSlot,
  file: string | null,
): Promise<string | null> {
  const { column } = SLOTS[slot];
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ file: users[column] })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ [column]: file, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return before?.file ?? null;
  });
}

/**
 * POST users/{id}/image and users/{id}/cover (an upload), DELETE of either (null): checks and
 * re-encodes the upload at the slot's sizes (processImage: a square photo, a 4:1 cover banner), stores
 * it, points the user at it, then removes the replaced files; when the user cannot be changed the new
 * files are removed again. Returns the new file (null: none).
 */
export async function replaceUserImage(
  { db, images }: { db: Db; images: Pick<ImageStore, 'save' | 'remove'> },
  userId: number,
  slot: UserImageSlot,
  upload: Buffer | null,
): Promise<string | null> {
  const file = upload ? await images.save(await processImage(upload, SLOTS[slot].sizes)) : null;
  const previous = await setUserImage(db, userId, slot, file).catch(async (err: unknown) => {
    if (file) await images.remove(file);
    throw err;
  });
  if (previous) await images.remove(previous);
  return file;
}
