import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ARRANGEMENT_STATUSES,
  COMPENSATION_KINDS,
  DELIVERY_STATUSES,
  MESSAGE_TYPES,
  PRIVATE_FILE_KINDS,
  PROPOSAL_STATUSES,
  type TMessage,
} from '@spona/contracts';
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
    // Issue 16: the rest of the terms: the due date and the deliverables asked for (one line each).
    deadline: date('deadline', { mode: 'string' }),
    deliverables: text('deliverables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Issue 16: a request still REQUESTED at expires_at becomes EXPIRED (job); the receiver is reminded first.
    expiresAt: timestamptz('expires_at'),
    expiryRemindedAt: timestamptz('expiry_reminded_at'),
    // Issue 16: the receiver's first answer (a message, a counter-offer, accept or decline): response figures.
    respondedAt: timestamptz('responded_at'),
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
    index('arrangements_status_expires_at_idx').on(t.status, t.expiresAt),
    index('arrangements_receiver_created_at_idx').on(t.receiverId, t.createdAt),
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
    // Issue 16 read receipts: when the receiver saw it.
    seenAt: timestamptz('seen_at'),
    // Issue 16: the facts of a SYSTEM message of the collaboration (a counter-offer's terms, a delivery).
    data: jsonb('data').$type<NonNullable<TMessage['data']>>(),
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

/**
 * Issue 16: a counter-offer: new terms one participant proposes with a message; the other accepts
 * (the arrangement takes the terms) or declines. At most one is OPEN per arrangement.
 */
export const arrangementProposals = pgTable(
  'arrangement_proposals',
  {
    id: serial('id').primaryKey(),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'cascade' }),
    proposerId: integer('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('OPEN'),
    compensationKind: text('compensation_kind', { enum: COMPENSATION_KINDS }),
    compensationAmount: numeric('compensation_amount', { precision: 10, scale: 2, mode: 'number' }),
    compensationDescription: text('compensation_description'),
    deadline: date('deadline', { mode: 'string' }),
    deliverables: text('deliverables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text('message'),
    answeredAt: timestamptz('answered_at'),
    ...timestamps(),
  },
  (t) => [
    check('arrangement_proposals_status_check', isOneOf(t.status, PROPOSAL_STATUSES)),
    check('arrangement_proposals_compensation_kind_check', isOneOf(t.compensationKind, COMPENSATION_KINDS)),
    uniqueIndex('arrangement_proposals_one_open_key')
      .on(t.arrangementId)
      .where(sql`${t.status} = 'OPEN'`),
    index('arrangement_proposals_arrangement_idx').on(t.arrangementId, t.createdAt),
  ],
);

/**
 * Issue 16: a delivery of the creator: links, a note and files. The advertiser approves it (the
 * arrangement completes) or sends it back with a note; unanswered, it is approved at auto_approve_at.
 * At most one is PENDING per arrangement.
 */
export const arrangementDeliveries = pgTable(
  'arrangement_deliveries',
  {
    id: serial('id').primaryKey(),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('PENDING'),
    note: text('note'),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answerNote: text('answer_note'),
    answeredAt: timestamptz('answered_at'),
    approvedAutomatically: boolean('approved_automatically').notNull().default(false),
    autoApproveAt: timestamptz('auto_approve_at'),
    autoApproveRemindedAt: timestamptz('auto_approve_reminded_at'),
    ...timestamps(),
  },
  (t) => [
    check('arrangement_deliveries_status_check', isOneOf(t.status, DELIVERY_STATUSES)),
    uniqueIndex('arrangement_deliveries_one_pending_key')
      .on(t.arrangementId)
      .where(sql`${t.status} = 'PENDING'`),
    index('arrangement_deliveries_arrangement_idx').on(t.arrangementId, t.createdAt),
    index('arrangement_deliveries_status_auto_approve_idx').on(t.status, t.autoApproveAt),
  ],
);

/**
 * Issue 16: a private file (an image re-encoded, or a PDF checked by content) of an arrangement,
 * uploaded by one participant and then attached to one message or one delivery. Only the two
 * participants fetch it (never under the public /assets/images/); unattached uploads are purged.
 */
export const arrangementFiles = pgTable(
  'arrangement_files',
  {
    id: serial('id').primaryKey(),
    arrangementId: integer('arrangement_id')
      .notNull()
      .references(() => arrangements.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'cascade',
    }),
    deliveryId: integer('delivery_id').references(() => arrangementDeliveries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRIVATE_FILE_KINDS }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The stored file's name under DATA_DIR's private files folder (random, never the user's name). */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('arrangement_files_kind_check', isOneOf(t.kind, PRIVATE_FILE_KINDS)),
    check('arrangement_files_one_owner_check', sql`${t.messageId} is null or ${t.deliveryId} is null`),
    uniqueIndex('arrangement_files_storage_key_key').on(t.storageKey),
    index('arrangement_files_arrangement_idx').on(t.arrangementId),
    index('arrangement_files_message_idx').on(t.messageId),
    index('arrangement_files_delivery_idx').on(t.deliveryId),
  ],
);
