import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Queryable } from '../accounts/tokens';

/** The columns of a user the console names them by in a row of a queue (presenters/consoleUser.ts). */
export const userRefColumns = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  imageFile: users.imageFile,
  deletedAt: users.deletedAt,
};

export type UserRefRow = {
  id: number;
  type: 'INFLUENCER' | 'ADVERTISER';
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  imageFile: string | null;
  deletedAt: Date | null;
};

/**
 * Issue 17: the users of a page of a queue by id, read in one query. No access check: staff see every
 * user (deleted ones too, marked so).
 */
export async function unsafeLoadUserRefs(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, UserRefRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(userRefColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
