import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPEAL_STATUSES,
  APPEAL_SUBJECTS,
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  STAFF_ROLES,
  TYPE_REQUEST_STATUSES,
  USER_TYPES,
} from '@spona/contracts';
import { isOneOf, timestamps, timestamptz } from './columns';
import { offers } from './offers';
import { users } from './users';

/**
 * Issue 17: the staff who run Spona, a third kind of account that is never registrable (added by
 * `npm run staff -- add` or by an admin in the console). No row of `users`: staff tokens live in
 * staff_sessions, so a user token can never reach the console and a staff token never the app.
 * The password and TOTP secret are set on the one-time set-up page; `totp_last_step` is the last
 * RFC 6238 step a code was accepted for (each code works once).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull().default('SUPPORT'),
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret, set with the password on the set-up page. */
    totpSecret: text('totp_secret'),
    /** The secret being enrolled through the current set-up link, until its first code confirms it. */
    pendingTotpSecret: text('pending_totp_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamptz('setup_expires_at'),
    disabledAt: timestamptz('disabled_at'),
    lastSignInAt: timestamptz('last_sign_in_at'),
    ...timestamps(),
  },
  (t) => [
    check('staff_role_check', isOneOf(t.role, STAFF_ROLES)),
    uniqueIndex('staff_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('staff_setup_token_hash_key').on(t.setupTokenHash),
  ],
);

/** Issue 17: a staff sign-in: the access token's hash, valid STAFF_SESSION_TTL_MS at most, no refresh. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Issue 17: the audit stream, append-only: every staff action and every staff read of a conversation
 * (who, what, which object, before/after, when, from where). Triggers of migration 0020 refuse UPDATE,
 * DELETE and TRUNCATE; the staff member's name and email are copied so the row outlives them.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    objectType: text('object_type', { enum: AUDIT_OBJECT_TYPES }).notNull(),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_audit_object_idx').on(t.objectType, t.objectId),
    index('staff_audit_staff_idx').on(t.staffId, t.createdAt.desc()),
  ],
);

/** Issue 17: staff's notes on a user, seen by staff only. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_notes_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Issue 17, SPEC §1: the account-type change "requested from support". One pending request per user;
 * approval changes the type only with no active arrangement and archives what the new type cannot have.
 */
export const accountTypeRequests = pgTable(
  'account_type_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromType: text('from_type', { enum: USER_TYPES }).notNull(),
    toType: text('to_type', { enum: USER_TYPES }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: TYPE_REQUEST_STATUSES }).notNull().default('PENDING'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('account_type_requests_status_check', isOneOf(t.status, TYPE_REQUEST_STATUSES)),
    check('account_type_requests_from_type_check', isOneOf(t.fromType, USER_TYPES)),
    check('account_type_requests_to_type_check', isOneOf(t.toType, USER_TYPES)),
    uniqueIndex('account_type_requests_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('account_type_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Issue 17: the owner's appeal of an unapproved user or offer, one per flag (`flagged_at` is the
 * flag's `unapproved_at`), which returns it to a queue.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: APPEAL_SUBJECTS }).notNull(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    flaggedAt: timestamptz('flagged_at').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('PENDING'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('appeals_subject_check', isOneOf(t.subject, APPEAL_SUBJECTS)),
    check('appeals_status_check', isOneOf(t.status, APPEAL_STATUSES)),
    check('appeals_offer_check', sql`(${t.subject} = 'OFFER') = (${t.offerId} is not null)`),
    uniqueIndex('appeals_one_per_flag_key').on(
      t.userId,
      t.subject,
      sql`coalesce(${t.offerId}, 0)`,
      t.flaggedAt,
    ),
    index('appeals_status_idx').on(t.status, t.createdAt),
  ],
);
