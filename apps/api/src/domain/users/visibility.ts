import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';

/** SPEC §4: deleted and unapproved (rules violation) users are shown to nobody else. */
export const isVisibleUser = () => and(isNull(users.deletedAt), eq(users.unapproved, false));
