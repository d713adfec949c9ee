import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { arrangements } from './arrangements';
import { users } from './users';

/** SPEC §3 bug report; the screenshot is stored as a file, user_id null when anonymous. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    problem: text('problem').notNull(),
    type: text('type'),
    imageFile: text('image_file'),
    url: text('url'),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [index('bug_reports_created_at_idx').on(t.createdAt.desc().nullsFirst())],
);

/** SPEC §4: a problem reported on an arrangement by one of its participants. */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: serial('id').primaryKey(),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    index('problem_reports_arrangement_idx').on(t.arrangementId),
    index('problem_reports_unresolved_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
