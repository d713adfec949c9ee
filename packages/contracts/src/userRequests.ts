import { z } from 'zod';
import { ZUserType } from './enums';
import { zText } from './text';

/**
 * What a user asks of the marketplace's staff (issue 17): an account-type change, an appeal of a
 * flag, and the flag itself as its owner sees it. Apart from console.ts, which only the staff console
 * loads: the users' pages build these schemas, never the console's.
 */

/** Longest reason a user gives (account-type request, appeal). */
export const USER_REQUEST_TEXT_MAX_LENGTH = 2000;

/** Account-type change requests (SPEC §1, §5: "requested from support"). */
export const TYPE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export const ZTypeRequestStatus = z.enum(TYPE_REQUEST_STATUSES);
export type TTypeRequestStatus = z.infer<typeof ZTypeRequestStatus>;

/**
 * The user's side of the account-type change (GET the latest, POST a new one); here rather than in
 * SETTINGS_PATHS, which the users' first route carries.
 */
export const ACCOUNT_TYPE_REQUEST_PATH = 'settings/account-type-request';

/** POST settings/account-type-request: the user asks to become the other type, with a reason. */
export const ZAccountTypeRequestCreate = z.object({
  reason: zText({
    max: USER_REQUEST_TEXT_MAX_LENGTH,
    multiline: true,
    error: 'console.requestReasonRequired',
    tooLong: 'console.textTooLong',
  }).min(1, 'console.requestReasonRequired'),
});
export type TAccountTypeRequestCreate = z.infer<typeof ZAccountTypeRequestCreate>;

/** A user's account-type request as they see it (GET settings/account-type-request: their latest, or null). */
export const ZAccountTypeRequest = z.object({
  id: z.number().int(),
  status: ZTypeRequestStatus,
  from_type: ZUserType,
  to_type: ZUserType,
  reason: z.string(),
  /** Staff's answer: the refusal's reason or the approval's note. */
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TAccountTypeRequest = z.infer<typeof ZAccountTypeRequest>;
export const ZAccountTypeRequestAnswer = z.object({ request: ZAccountTypeRequest.nullable() });
export type TAccountTypeRequestAnswer = z.infer<typeof ZAccountTypeRequestAnswer>;

/** Appeals: the owner of an unapproved user or offer may appeal once per flag, with a message. */
export const APPEAL_SUBJECTS = ['USER', 'OFFER'] as const;
export const ZAppealSubject = z.enum(APPEAL_SUBJECTS);
export const APPEAL_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
export const ZAppealStatus = z.enum(APPEAL_STATUSES);

/** POST appeals: `offer_id` for an offer's flag, none for the account's own. */
export const ZAppealCreate = z.object({
  subject: ZAppealSubject,
  offer_id: z.number().int().positive().optional(),
  message: zText({
    max: USER_REQUEST_TEXT_MAX_LENGTH,
    multiline: true,
    error: 'console.appealRequired',
    tooLong: 'console.textTooLong',
  }).min(1, 'console.appealRequired'),
});
export type TAppealCreate = z.infer<typeof ZAppealCreate>;

export const ZAppeal = z.object({
  id: z.number().int(),
  subject: ZAppealSubject,
  offer_id: z.number().int().nullable(),
  message: z.string(),
  status: ZAppealStatus,
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TAppeal = z.infer<typeof ZAppeal>;

/** What a flag looks like to its owner (in the profile editor and the offer editor). */
export const ZModerationFlag = z.object({
  unapproved: z.boolean(),
  reason: z.string().nullable(),
  flagged_at: z.string().nullable(),
  /** The appeal of this flag, if made: one per flag. */
  appeal: ZAppeal.nullable(),
});
export type TModerationFlag = z.infer<typeof ZModerationFlag>;
