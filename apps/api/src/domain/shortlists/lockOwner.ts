import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Issue 20: locks the owner's user row inside a transaction, so that counting their shortlists or
 * campaigns against a limit and adding one cannot race with another such call of theirs.
 */
export async function lockOwner(tx: Db, ownerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
}
