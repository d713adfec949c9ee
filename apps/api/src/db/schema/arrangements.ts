import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ARRANGEMENT_STATUSES, COMPENSATION_KINDS, MESSAGE_TYPES } from '@spona/contracts';
import { isOneOf, timestamps, timestamptz } from './columns';
import { offers } from './offers';
import { users } from './users';

/**
 * SPEC §3 and §4 arrangement: a collaboration requested by one user (requester) on another user's
 * offer (receiver owns it). Each participant has an unseen-message counter. message_key is the
 * client's key of the first message, unique per requester so a retried request is not doubled.
 */
export const arrangements = pgTable(
  'arrangements',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ARRANGEMENT_STATUSES }).notNull().default('REQUESTED'),
    messageKey: text('message_key').notNull(),
    compensationKind: text('compensation_kind', { enum: COMPENSATION_KINDS }),
    compensationAmount: numeric('compensation_amount', { precision: 10, scale: 2, mode: 'number' }),
    compensationDescription: text('compensation_description'),
    requesterUnseenCount: integer('requester_unseen_count').notNull().default(0),
    receiverUnseenCount: integer('receiver_unseen_count').notNull().default(0),
    lastMessageAt: timestamptz('last_message_at'),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    // Issue 6: at most one mail per arrangement per hour to each participant about new messages.
    requesterMailedAt: timestamptz('requester_mailed_at'),
    receiverMailedAt: timestamptz('receiver_mailed_at'),
    ...timestamps(),
  },
  (t) => [
    check('arrangements_status_check', isOneOf(t.status, ARRANGEMENT_STATUSES)),
    check('arrangements_compensation_kind_check', isOneOf(t.compensationKind, COMPENSATION_KINDS)),
    check('arrangements_compensation_amount_check', sql`${t.compensationAmount} >= 0`),
    check('arrangements_participants_check', sql`${t.requesterId} <> ${t.receiverId}`),
    check('arrangements_unseen_check', sql`${t.requesterUnseenCount} >= 0 and ${t.receiverUnseenCount} >= 0`),
    uniqueIndex('arrangements_requester_message_key_key').on(t.requesterId, t.messageKey),
    index('arrangements_requester_status_idx').on(
      t.requesterId,
      t.status,
      t.lastActivityAt.desc().nullsFirst(),
    ),
    index('arrangements_receiver_status_idx').on(
      t.receiverId,
      t.status,
      t.lastActivityAt.desc().nullsFirst(),
    ),
    index('arrangements_offer_idx').on(t.offerId),
    index('arrangements_status_last_activity_idx').on(t.status, t.lastActivityAt),
  ],
);

/** SPEC §3 message. sender_id is null for SYSTEM messages and after the sender's row is removed. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MESSAGE_TYPES }).notNull().default('TEXT'),
    content: text('content').notNull(),
    messageKey: text('message_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('messages_type_check', isOneOf(t.type, MESSAGE_TYPES)),
    uniqueIndex('messages_arrangement_sender_key_key').on(t.arrangementId, t.senderId, t.messageKey),
    index('messages_arrangement_created_at_idx').on(t.arrangementId, t.createdAt.desc().nullsFirst()),
    index('messages_receiver_idx').on(t.receiverId),
    index('messages_sender_idx').on(t.senderId),
  ],
);

/** SPEC §3 review: one per arrangement per reviewer, of the other participant. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: integer('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_participants_check', sql`${t.reviewerId} <> ${t.revieweeId}`),
    uniqueIndex('reviews_arrangement_reviewer_key').on(t.arrangementId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt.desc().nullsFirst()),
  ],
);
