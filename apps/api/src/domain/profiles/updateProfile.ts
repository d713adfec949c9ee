import { eq } from 'drizzle-orm';
import type { TUserUpdate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts/tokens';

const text = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * SPEC §7 PUT users/{id}, influencers/data/{id} and agencies/data/{id}: saves the fields given (absent
 * fields keep their value, empty texts are stored as null) and returns the updated row.
 */
export async function updateProfile(db: Db, userId: number, input: TUserUpdate): Promise<UserRow> {
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    company: text(input.company),
    website: text(input.website),
    description: text(input.description),
    descriptionEn: text(input.description_en),
    city: text(input.city),
    locationId: input.location_id,
    gender: input.gender,
    age: input.age,
  };
  const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
