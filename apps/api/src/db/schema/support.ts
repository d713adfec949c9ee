import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { BUG_REPORT_STATUSES } from '@spona/contracts';
import { isOneOf, timestamptz } from './columns';
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
    /** Issue 17: NEW → TRIAGED → DONE, moved by staff, with their note. */
    status: text('status', { enum: BUG_REPORT_STATUSES }).notNull().default('NEW'),
    staffNote: text('staff_note'),
  },
  (t) => [
    check('bug_reports_status_check', isOneOf(t.status, BUG_REPORT_STATUSES)),
    index('bug_reports_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
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
    /** Issue 17: the staff member who resolved it (their name stays in the audit log) and their note. */
    resolvedBy: integer('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('problem_reports_arrangement_idx').on(t.arrangementId),
    index('problem_reports_unresolved_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
