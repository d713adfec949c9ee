import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Sets (or clears, with null) the user's profile photo and returns the file it replaced, which the
 * caller removes from storage after the change is committed.
 */
export async function setProfileImage(db: Db, userId: number, file: string | null): Promise<string | null> {
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
