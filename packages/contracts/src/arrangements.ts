import { z } from 'zod';
import { MESSAGE_KEY_PATTERN, MESSAGE_PAGE_SIZE } from './constants';
import {
  MESSAGE_MAX_FILES,
  ZArrangementCompensation,
  ZTermsCompensation,
  ZDelivery,
  ZPrivateFile,
  ZProposal,
  ZSystemEvent,
  ZTerms,
  ZTermsInput,
} from './collaboration';
import { ZArrangementAction, ZArrangementStatus, ZMessageType, ZOfferType } from './enums';
import { ZUserSummary } from './offers';
import { zText } from './text';

/**
 * Arrangements and messages (SPEC §3, §4, §7 Arrangements and Messaging) and the real-time payloads of
 * REALTIME.md. Messages of input schemas are catalogue keys of the API's `arrangements` namespace.
 */

/** Longest message, decline explanation, abort reason, review comment or problem report. */
export const MESSAGE_MAX_LENGTH = 5000;
/** SPEC §4: the long-silence prompt asks after this many days without a message in progress. */
export const ARRANGEMENT_SILENCE_PROMPT_DAYS = 14;
/** Issue 6: at most one mail per arrangement per hour about new messages. */
export const ARRANGEMENT_MAIL_INTERVAL_MS = 60 * 60 * 1000;
/** Largest page of messages or arrangements one call answers. */
export const MESSAGE_MAX_LIMIT = 100;
export const REVIEW_RATING_BOUNDS = { min: 1, max: 5 } as const;

const ZId = z.number({ error: 'validation.invalidType' }).int().positive().max(2_147_483_647);

/** SPEC §9: the client's message key, 8 alphanumerics. */
export const ZMessageKey = z
  .string({ error: 'arrangements.messageKey' })
  .regex(MESSAGE_KEY_PATTERN, 'arrangements.messageKey');

/** A participant's free text up to `max` characters (trimmed): several lines. */
const ZProse = (max: number) => zText({ max, multiline: true, tooLong: 'arrangements.tooLong' });
/** One short line (a search, a report's category). */
const ZLine = (max: number) => zText({ max, tooLong: 'arrangements.tooLong' });
/** Longest search text of the messenger. */
const SEARCH_TEXT_MAX_LENGTH = 200;
/** Longest category of a problem report. */
const REPORT_REASON_MAX_LENGTH = 200;

/**
 * Characters that show nothing on their own: zero-width spaces and joiners, the word joiner, the BOM,
 * soft hyphens, invisible operators, Hangul fillers and bidi marks. A text of only these is empty.
 * The joiners (U+200D, U+034F) stand outside the class: inside one they would combine with a neighbour.
 */
const INVISIBLE_CHARACTERS =
  /[\s\u00AD\u115F\u1160\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0]|\u200D|\u034F/gu;
/** False for a text that shows nothing: empty, spaces, or invisible characters only. */
export const hasVisibleText = (value: string) => value.replace(INVISIBLE_CHARACTERS, '').length > 0;

const ZMessageText = (requiredKey: string) =>
  zText({ max: MESSAGE_MAX_LENGTH, multiline: true, error: requiredKey, tooLong: 'arrangements.tooLong' })
    .min(1, requiredKey)
    .refine(hasVisibleText, requiredKey);

/** SPEC §3 and §7: POST arrangements/new. */
export const ZArrangementCreate = z.object({
  /** The other party: the owner of the offer. */
  user_id: ZId,
  offer_id: ZId,
  /** SPEC §5: the arrange dialog's message is required. */
  content: ZMessageText('arrangements.messageRequired'),
  message_key: ZMessageKey,
  /** The offer's type. */
  type: ZOfferType,
  /** The proposed compensation (older clients); `terms.compensation` wins when both are given. */
  compensation: ZArrangementCompensation.nullable().optional(),
  /** Issue 16: the terms proposed; what is missing is prefilled from the offer. */
  terms: ZTermsInput.optional(),
});
export type TArrangementCreate = z.infer<typeof ZArrangementCreate>;

/**
 * Other names API clients give the text of a decline or a problem report (SPEC §3 does not show these
 * payloads): when our field is absent, the first of these present is read as it. `reason` comes last:
 * beside another text it is the report's category.
 */
const TEXT_FIELD_ALIASES = ['message', 'explanation', 'content', 'text', 'description', 'problem', 'reason'];

/** `value` with `field` filled from the first alias present, when `field` itself is absent. */
const withAliasedText = (value: unknown, field: string) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (record[field] !== undefined && record[field] !== null) return value;
  const alias = TEXT_FIELD_ALIASES.find((name) => name !== field && typeof record[name] === 'string');
  return alias === undefined ? value : { ...record, [field]: record[alias] };
};

/**
 * SPEC §3 request handling payload: `action` ACCEPT, DECLINE or CANCEL and `data`. A DECLINE carries its
 * explanation as `data.message` (a plain string `data` is read as the message, and so are
 * `data.explanation`, `data.reason`, `data.text` ... when `message` is absent).
 */
export const ZArrangementHandle = z
  .object({
    action: ZArrangementAction,
    data: z
      .preprocess(
        (value) => (typeof value === 'string' ? { message: value } : withAliasedText(value, 'message')),
        z.object({ message: ZProse(MESSAGE_MAX_LENGTH).optional() }),
      )
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    // SPEC §4: a request is declined with an explanation message.
    if (input.action === 'DECLINE' && !input.data?.message) {
      ctx.addIssue({
        code: 'custom',
        path: ['data', 'message'],
        message: 'arrangements.explanationRequired',
      });
    }
  });
export type TArrangementHandle = z.infer<typeof ZArrangementHandle>;

/** POST management/review/{id}: completes (when still in progress) and rates the other participant. */
export const ZArrangementReview = z.object({
  rating: z
    .number({ error: 'arrangements.rating' })
    .int('arrangements.rating')
    .min(REVIEW_RATING_BOUNDS.min, 'arrangements.rating')
    .max(REVIEW_RATING_BOUNDS.max, 'arrangements.rating'),
  comment: ZProse(MESSAGE_MAX_LENGTH).nullable().optional(),
});
export type TArrangementReview = z.infer<typeof ZArrangementReview>;

/** SPEC §3 abort payload. */
export const ZArrangementAbort = z.object({ reason: ZMessageText('arrangements.reasonRequired') });
export type TArrangementAbort = z.infer<typeof ZArrangementAbort>;

/**
 * POST management/report/{id}: a problem for support, described in `content` (or, when absent, in
 * `message`, `reason`, `problem`, `description` ...), with an optional short `reason` (a category).
 */
export const ZArrangementReport = z.preprocess(
  (value) => {
    const aliased = withAliasedText(value, 'content') as Record<string, unknown>;
    // A lone `reason` is the description itself, not also a (200-character) category.
    return aliased !== value && aliased.content === aliased.reason ? { ...aliased, reason: null } : aliased;
  },
  z.object({
    content: ZMessageText('arrangements.problemRequired'),
    reason: ZLine(REPORT_REASON_MAX_LENGTH).nullable().optional(),
  }),
);
export type TArrangementReport = z.infer<typeof ZArrangementReport>;

/** SPEC §3 Message as the API and MessageEvent carry it. */
export const ZMessage = z.object({
  id: z.number().int(),
  type: ZMessageType,
  /**
   * Sender's user id. A SYSTEM message records a change of the arrangement: its content is the status
   * the arrangement moved to, its sender the participant who changed it. Null when that account is gone.
   */
  sender: z.number().int().nullable(),
  receiver: z.number().int(),
  arrangement: z.number().int(),
  content: z.string(),
  message_key: z.string().nullable(),
  created_at: z.string(),
  /** Issue 16: files sent with it (images and PDFs), private to the two participants. */
  attachments: z.array(ZPrivateFile),
  /** Issue 16 read receipts: when the receiver saw it, or null (sent). */
  seen_at: z.string().nullable(),
  /**
   * Issue 16: the facts of a SYSTEM message of the collaboration: `event` (its content then names the
   * same event), the terms of a counter-offer, the delivery it is about.
   */
  data: z
    .object({
      event: ZSystemEvent.optional(),
      terms: ZTerms.optional(),
      delivery_id: z.number().int().optional(),
      note: z.string().optional(),
    })
    .nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;
export const ZMessageList = z.object({ data: z.array(ZMessage), total: z.number().int() });
export type TMessageList = z.infer<typeof ZMessageList>;

/**
 * POST messages/messaging/send. Issue 16: up to MESSAGE_MAX_FILES files uploaded before with POST
 * arrangements/{id}/files; a message with files may have no text.
 */
export const ZMessageSend = z
  .object({
    arrangement_id: ZId,
    content: zText({
      max: MESSAGE_MAX_LENGTH,
      multiline: true,
      error: 'arrangements.messageRequired',
      tooLong: 'arrangements.tooLong',
    }).default(''),
    message_key: ZMessageKey,
    attachment_ids: z
      .array(ZId, { error: 'arrangements.files' })
      .max(MESSAGE_MAX_FILES, 'arrangements.tooManyFiles')
      .default([]),
  })
  .refine((m) => m.attachment_ids.length > 0 || hasVisibleText(m.content), {
    path: ['content'],
    message: 'arrangements.messageRequired',
    // Also beside other fields' errors, as long as the content itself is a valid text.
    when: (payload) => {
      const value = payload.value as { content?: unknown; attachment_ids?: unknown } | undefined;
      return (
        typeof value?.content === 'string' &&
        (value.attachment_ids === undefined || Array.isArray(value.attachment_ids))
      );
    },
  });
export type TMessageSend = z.infer<typeof ZMessageSend>;
/** What a client sends (attachment_ids and content may be left out). */
export type TMessageSendInput = z.input<typeof ZMessageSend>;

const ZPageQuery = {
  limit: z.coerce
    .number({ error: 'arrangements.limit' })
    .int('arrangements.limit')
    .min(1, 'arrangements.limit')
    .default(MESSAGE_PAGE_SIZE)
    .transform((limit) => Math.min(limit, MESSAGE_MAX_LIMIT)),
  skip: z.coerce
    .number({ error: 'arrangements.skip' })
    .int('arrangements.skip')
    .min(0, 'arrangements.skip')
    .max(1_000_000, 'arrangements.skip')
    .default(0),
};

/** SPEC §7 GET messages/messaging/read/{id}: limit 20, skip = page × limit, newest first. */
export const ZMessageReadQuery = z.object({
  ...ZPageQuery,
  sort: z.enum(['created_at'], { error: 'arrangements.sort' }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'arrangements.order' }).default('desc'),
});
export type TMessageReadQuery = z.infer<typeof ZMessageReadQuery>;

/** SPEC §7 GET messages/messaging/search/{id}. */
export const ZMessageSearchQuery = ZMessageReadQuery.extend({
  text: zText({
    max: SEARCH_TEXT_MAX_LENGTH,
    error: 'arrangements.searchText',
    tooLong: 'arrangements.tooLong',
  }).min(1, 'arrangements.searchText'),
});
export type TMessageSearchQuery = z.infer<typeof ZMessageSearchQuery>;

/** What the viewer may do with an arrangement now (decided on the server by the state machine). */
export const ARRANGEMENT_OPERATIONS = [
  'ACCEPT',
  'DECLINE',
  'CANCEL',
  'COMPLETE',
  'REVIEW',
  'ABORT',
  'REPORT',
  'KEEP',
  'SEND',
  // Issue 16: counter-offers, deliveries, and what the jobs do (never offered to a participant).
  'PROPOSE',
  'ACCEPT_PROPOSAL',
  'DECLINE_PROPOSAL',
  'DELIVER',
  'APPROVE',
  'REVISE',
  'EXPIRE',
  'AUTO_APPROVE',
] as const;
export const ZArrangementOperation = z.enum(ARRANGEMENT_OPERATIONS);
export type TArrangementOperation = z.infer<typeof ZArrangementOperation>;

/** SPEC §3 Arrangement as its participants see it (fields depend on who is asking). */
export const ZArrangement = z.object({
  id: z.number().int(),
  status: ZArrangementStatus,
  /** Whether the viewer requested it or received the request. */
  role: z.enum(['REQUESTER', 'RECEIVER']),
  offer: z.object({ offer_id: z.number().int(), name: z.string(), type: ZOfferType }),
  requester: ZUserSummary,
  receiver: ZUserSummary,
  /** The participant who is not the viewer. */
  other_party: ZUserSummary,
  /** The agreed (or, while requested, proposed) compensation; the same as `terms.compensation`. */
  compensation: ZTermsCompensation.nullable(),
  /** Issue 16: compensation, deadline and deliverables as they stand now. */
  terms: ZTerms,
  /** Issue 16: the counter-offer waiting for an answer, if any. */
  open_proposal: ZProposal.nullable(),
  /** Issue 16: the deliveries, oldest first, each with its state. */
  deliveries: z.array(ZDelivery),
  /** Issue 16: revisions the advertiser may still ask for. */
  revisions_left: z.number().int(),
  /** Issue 16: when a request still unanswered becomes EXPIRED (null once answered). */
  expires_at: z.string().nullable(),
  /** Issue 16: which side the viewer is on: the creator delivers, the advertiser approves. */
  side: z.enum(['CREATOR', 'ADVERTISER']),
  last_message: ZMessage.nullable(),
  /** The viewer's unseen-message count (SPEC §4 unseen state). */
  unseen_count: z.number().int(),
  /** SPEC §4: an in-progress arrangement silent for ARRANGEMENT_SILENCE_PROMPT_DAYS asks to complete or keep. */
  needs_completion_prompt: z.boolean(),
  /** The viewer's own review, once given. */
  my_review: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
  allowed_operations: z.array(ZArrangementOperation),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TArrangement = z.infer<typeof ZArrangement>;

/** GET arrangements: the messenger's tabs (SPEC §2: Active and History) and search. */
export const ZArrangementListQuery = z.object({
  tab: z.enum(['active', 'history'], { error: 'arrangements.tab' }).default('active'),
  text: ZLine(SEARCH_TEXT_MAX_LENGTH).optional(),
  ...ZPageQuery,
});
export type TArrangementListQuery = z.infer<typeof ZArrangementListQuery>;
export const ZArrangementList = z.object({ data: z.array(ZArrangement), total: z.number().int() });
export type TArrangementList = z.infer<typeof ZArrangementList>;

/** The body of calls that take none (management/keep, management/approve, messaging/open): `{}` or nothing. */
export const ZEmptyBody = z.object({}).nullish();

/** Answer of POST management/report/{id} and other confirmations: a translated message. */
export const ZConfirmation = z.object({ message: z.string() });
export type TConfirmation = z.infer<typeof ZConfirmation>;
