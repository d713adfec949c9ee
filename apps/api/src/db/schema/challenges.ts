import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * SPEC §5: the arithmetic human check of registration. Kept in the database (not in memory) so that a
 * challenge fetched from one process can be answered on another; used_at makes it work once.
 */
export const registrationChallenges = pgTable(
  'registration_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answer: text('answer').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('registration_challenges_expires_at_idx').on(t.expiresAt)],
);
