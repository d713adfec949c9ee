import { z } from 'zod';
import { OFFER_DESCRIPTION_MAX_LENGTH, OFFER_MAX_PRICE_EUR } from './offers';
import { ZHttpUrl } from './profiles';
import { zText } from './text';

/**
 * Issue 16, the collaboration end to end: the terms of an arrangement, counter-offers, deliveries and
 * the private files of messages and deliveries. Messages of input schemas are catalogue keys of the
 * API's `arrangements` namespace.
 */

/** Issue 16: a request nobody answers becomes EXPIRED after this many days; the receiver is reminded a day before. */
export const ARRANGEMENT_REQUEST_EXPIRY_DAYS = 7;
/** Issue 16: a delivery the advertiser leaves unanswered is approved by itself after this many hours. */
export const DELIVERY_AUTO_APPROVE_HOURS = 72;
/** Issue 16: both parties hear this many hours before a request expires or a delivery is approved by itself. */
export const COLLABORATION_REMINDER_HOURS = 24;
/** Issue 16: the advertiser may send a delivery back this many times; then only approve or report. */
export const DELIVERY_MAX_REVISIONS = 2;
/** Issue 16: links and files of one delivery. */
export const DELIVERY_MAX_LINKS = 10;
export const DELIVERY_MAX_FILES = 10;
/** Issue 16: files of one message. */
export const MESSAGE_MAX_FILES = 5;
/** Issue 16: the largest private file (an image or a PDF) of a message or a delivery. */
export const PRIVATE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Issue 16: an upload no message or delivery took within this many hours is deleted (job). */
export const PRIVATE_FILE_UNATTACHED_HOURS = 24;
/** Issue 16: lines of the deliverables asked for ("1 Instagram Reel"), and the longest line. */
export const TERMS_MAX_DELIVERABLES = 10;
export const TERMS_DELIVERABLE_MAX_LENGTH = 200;
/** Issue 16: longest delivery note, revision note or counter-offer message. */
export const COLLABORATION_NOTE_MAX_LENGTH = 5000;

/** A positive id in a path. */
const ZIdParam = z.coerce.number().int().positive().max(2_147_483_647);
// The issue 16 enumerations live here, not in enumValues.ts, which the web's first route loads.

/**
 * Issue 16: what a SYSTEM message records. A status (the arrangement moved to it), or an event of the
 * collaboration that left the status as it was: a counter-offer made, accepted or declined, a delivery
 * sent, sent back for a revision or approved (by the advertiser or, after the wait, automatically).
 */
export const SYSTEM_EVENTS = [
  'PROPOSAL_MADE',
  'PROPOSAL_ACCEPTED',
  'PROPOSAL_DECLINED',
  'DELIVERY_SENT',
  'DELIVERY_REVISION',
  'DELIVERY_APPROVED',
  'DELIVERY_AUTO_APPROVED',
] as const;

/** Issue 16: a counter-offer is open until the other party answers it (or the arrangement ends). */
export const PROPOSAL_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED', 'CLOSED'] as const;

/** Issue 16: a delivery awaits the advertiser, is sent back for a revision, or is approved. */
export const DELIVERY_STATUSES = ['PENDING', 'REVISION_REQUESTED', 'APPROVED'] as const;

/** Issue 16: the kinds of private file a message or a delivery carries (checked by content). */
export const PRIVATE_FILE_KINDS = ['IMAGE', 'PDF'] as const;

const ZId = z.number({ error: 'validation.invalidType' }).int().positive().max(2_147_483_647);
const ZNote = zText({ max: COLLABORATION_NOTE_MAX_LENGTH, multiline: true, tooLong: 'arrangements.tooLong' });

export const ZSystemEvent = z.enum(SYSTEM_EVENTS);
export type TSystemEvent = z.infer<typeof ZSystemEvent>;
export const ZProposalStatus = z.enum(PROPOSAL_STATUSES);
export type TProposalStatus = z.infer<typeof ZProposalStatus>;
export const ZDeliveryStatus = z.enum(DELIVERY_STATUSES);
export type TDeliveryStatus = z.infer<typeof ZDeliveryStatus>;
export const ZPrivateFileKind = z.enum(PRIVATE_FILE_KINDS);
export type TPrivateFileKind = z.infer<typeof ZPrivateFileKind>;

/** Compensation as the API answers it: money in EUR or a giveaway with its description. */
export const ZTermsCompensation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MONEY'), amount: z.number() }),
  z.object({ kind: z.literal('GIVEAWAY'), description: z.string() }),
]);
export type TTermsCompensation = z.infer<typeof ZTermsCompensation>;

/**
 * The compensation a client proposes: a plain amount in EUR (what older clients send), or the
 * offer's compensation shape.
 */
export const ZArrangementCompensation = z.union([
  z.number({ error: 'arrangements.compensation' }).min(0).max(OFFER_MAX_PRICE_EUR),
  z.object({ kind: z.literal('MONEY'), amount: z.number().min(0).max(OFFER_MAX_PRICE_EUR) }),
  z.object({
    kind: z.literal('GIVEAWAY'),
    description: zText({
      max: OFFER_DESCRIPTION_MAX_LENGTH,
      multiline: true,
      tooLong: 'arrangements.tooLong',
    }).min(1, 'arrangements.giveawayRequired'),
  }),
]);
export type TArrangementCompensation = z.infer<typeof ZArrangementCompensation>;

/** A calendar date, YYYY-MM-DD, that exists (PostgreSQL has no year 0000). */
export const ZDate = z
  .string({ error: 'arrangements.deadline' })
  .regex(/^(?!0000)\d{4}-\d{2}-\d{2}$/, 'arrangements.deadline')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'arrangements.deadline');

/** One line of the deliverables asked for. */
const ZDeliverable = zText({
  max: TERMS_DELIVERABLE_MAX_LENGTH,
  error: 'arrangements.deliverable',
  tooLong: 'arrangements.tooLong',
}).min(1, 'arrangements.deliverable');

/** Issue 16: the terms as the API answers them. */
export const ZTerms = z.object({
  compensation: ZTermsCompensation.nullable(),
  /** The date the work is due (YYYY-MM-DD), or none. */
  deadline: z.string().nullable(),
  /** What is to be delivered, one line each ("1 Instagram Reel", "3 stories"). */
  deliverables: z.array(z.string()),
});
export type TTerms = z.infer<typeof ZTerms>;

/**
 * Issue 16: terms as a client sets them (the request dialog, a counter-offer). A missing field keeps
 * what there is (the offer's, or the arrangement's current terms); null clears it.
 */
export const ZTermsInput = z.object({
  compensation: ZArrangementCompensation.nullable().optional(),
  deadline: ZDate.nullable().optional(),
  deliverables: z
    .array(ZDeliverable, { error: 'arrangements.deliverables' })
    .max(TERMS_MAX_DELIVERABLES, 'arrangements.tooManyDeliverables')
    .optional(),
});
export type TTermsInput = z.infer<typeof ZTermsInput>;

/** Issue 16: a counter-offer as the API answers it. `proposer` is the user id of who made it. */
export const ZProposal = z.object({
  id: z.number().int(),
  proposer: z.number().int().nullable(),
  status: ZProposalStatus,
  terms: ZTerms,
  message: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type TProposal = z.infer<typeof ZProposal>;

/**
 * Issue 16 POST management/propose/{id}: new terms with a message. The terms may come as `terms` or
 * as top-level `compensation`, `deadline` and `deliverables`.
 */
export const ZProposalCreate = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    if (record.terms !== undefined) return value;
    const { compensation, deadline, deliverables, ...rest } = record;
    const terms = Object.fromEntries(
      Object.entries({ compensation, deadline, deliverables }).filter(([, v]) => v !== undefined),
    );
    return Object.keys(terms).length > 0 ? { ...rest, terms } : value;
  },
  z.object({
    terms: ZTermsInput.refine(
      (terms) => Object.values(terms).some((v) => v !== undefined),
      'arrangements.termsRequired',
    ),
    message: ZNote.nullable().optional(),
  }),
);
export type TProposalCreate = z.infer<typeof ZProposalCreate>;

/** Issue 16 POST management/proposal/{id}: the other party accepts or declines the open proposal. */
export const ZProposalAnswer = z.object({
  action: z.enum(['ACCEPT', 'DECLINE'], { error: 'arrangements.proposalAction' }),
  message: ZNote.nullable().optional(),
});
export type TProposalAnswer = z.infer<typeof ZProposalAnswer>;

/**
 * Issue 16: a private file of a message or a delivery. `url` is under the API and answers only the
 * arrangement's two participants (with their Bearer token); never under the public /assets/images/.
 */
export const ZPrivateFile = z.object({
  id: z.number().int(),
  kind: ZPrivateFileKind,
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
});
export type TPrivateFile = z.infer<typeof ZPrivateFile>;
export const ZPrivateFileList = z.object({ data: z.array(ZPrivateFile) });
export type TPrivateFileList = z.infer<typeof ZPrivateFileList>;

/** Issue 16 GET arrangements/{id}/files/{fileId}: one private file of an arrangement. */
export const ZPrivateFileParams = z.object({ id: ZIdParam, fileId: ZIdParam });
export type TPrivateFileParams = z.infer<typeof ZPrivateFileParams>;

/** Issue 16: a delivery as the API answers it. */
export const ZDelivery = z.object({
  id: z.number().int(),
  status: ZDeliveryStatus,
  note: z.string().nullable(),
  links: z.array(z.string()),
  files: z.array(ZPrivateFile),
  /** The advertiser's note with a revision request. */
  answer_note: z.string().nullable(),
  /** Approved by the wait (DELIVERY_AUTO_APPROVE_HOURS), not by the advertiser. */
  approved_automatically: z.boolean(),
  /** When a pending delivery is approved by itself. */
  auto_approve_at: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type TDelivery = z.infer<typeof ZDelivery>;
/** Issue 16 GET arrangements/{id}/deliveries: every delivery of the arrangement, oldest first. */
export const ZDeliveryList = z.object({ data: z.array(ZDelivery) });
export type TDeliveryList = z.infer<typeof ZDeliveryList>;

/**
 * Issue 16 POST arrangements/{id}/deliveries as JSON: links, a note, and files uploaded before with
 * POST arrangements/{id}/files (the same call also takes multipart with the files themselves).
 * A delivery carries at least one link or file.
 */
export const ZDeliveryCreate = z
  .object({
    note: ZNote.nullable().optional(),
    links: z
      .array(ZHttpUrl, { error: 'arrangements.links' })
      .max(DELIVERY_MAX_LINKS, 'arrangements.tooManyLinks')
      .default([]),
    file_ids: z
      .array(ZId, { error: 'arrangements.files' })
      .max(DELIVERY_MAX_FILES, 'arrangements.tooManyFiles')
      .default([]),
  })
  .refine((d) => d.links.length + d.file_ids.length > 0, {
    path: ['links'],
    message: 'arrangements.deliveryEmpty',
  });
export type TDeliveryCreate = z.infer<typeof ZDeliveryCreate>;

/** Issue 16 POST management/revise/{id}: what the advertiser wants changed. */
export const ZDeliveryRevise = z.object({
  note: ZNote.min(1, 'arrangements.revisionNoteRequired'),
});
export type TDeliveryRevise = z.infer<typeof ZDeliveryRevise>;

// Issue 16: the response figures live in responseStats.ts (profiles and search cards carry them).
export * from './responseStats';
