import { z } from 'zod';
import { ZArrangementStatus, ZOfferStatus, ZOfferType, ZSocialVerification, ZUserType } from './enums';
import { zText } from './text';
import { ZAccountTypeRequest, ZAppeal, ZAppealStatus, ZTypeRequestStatus } from './userRequests';

/**
 * Issue 17, the operations console: the staff who run Spona move the SPEC states that need a person
 * (social accounts "in progress", users and offers "flagged unapproved", the account-type change
 * "requested from support", problem reports, bug reports, featured users and offers). Every call lives
 * under `console/` and takes a staff token only (scope `console` of POST oauth/token with an `otp`).
 * Messages of input schemas are catalogue keys of the API's `console` namespace.
 */

/** Staff roles: support works the queues and the users; admin also manages the staff (`console/staff`). */
export const STAFF_ROLES = ['SUPPORT', 'ADMIN'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** The OAuth scope of a staff sign-in. */
export const CONSOLE_SCOPE = 'console' as const;
/** Where the console's calls live, under the API base path. */
export const CONSOLE_API_PATH = 'console';
/** A staff session lasts at most this long from its sign-in; there is no refresh. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** A set-up link (add, reset-2fa) works once, within this time. */
export const STAFF_SETUP_TTL_MS = 24 * 60 * 60 * 1000;
/** Staff passwords are longer than users' (SPEC §8's 8 characters). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** Staff sign-in's own throttling (the window is users' SIGN_IN_FAILURE_WINDOW_MS): then 429. */
export const STAFF_SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const STAFF_SIGN_IN_FAILURES_PER_IP = 10;
/** RFC 6238: 6 digits, 30-second steps, SHA-1 (what every authenticator app reads). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code is accepted in (clock drift); each step's code works once. */
export const TOTP_WINDOW = 1;
/** The set-up page's web path: `${WEB_CONSOLE_SETUP_PATH}/{token}`. */
export const WEB_CONSOLE_SETUP_PATH = '/console/setup';
/** Longest reason, note or message staff write. */
export const CONSOLE_TEXT_MAX_LENGTH = 2000;
/** Page size of the console's lists. */
export const CONSOLE_PAGE_DEFAULT_LIMIT = 25;
export const CONSOLE_PAGE_MAX_LIMIT = 100;

export const ZOtp = z
  .string({ error: 'console.otpRequired' })
  .trim()
  .regex(new RegExp(`^[0-9]{${TOTP_DIGITS}}$`), 'console.otpInvalid');

/** A staff member as the console shows them (never a secret). */
export const ZStaff = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  disabled: z.boolean(),
  /** Password and TOTP set up. */
  active: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type TStaff = z.infer<typeof ZStaff>;

/** The answer of a staff sign-in: an access token for `console/*` only, valid STAFF_SESSION_TTL_MS. */
export const ZStaffTokenResponse = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  access_token: z.string(),
  scope: z.literal(CONSOLE_SCOPE),
});
export type TStaffTokenResponse = z.infer<typeof ZStaffTokenResponse>;

/** GET console/setup/{token}: the TOTP secret to enrol, as an otpauth:// URI (also shown as a QR code). */
export const ZConsoleSetupInfo = z.object({
  totp_uri: z.string(),
  email: z.string(),
  name: z.string(),
});
export type TConsoleSetupInfo = z.infer<typeof ZConsoleSetupInfo>;

/** POST console/setup/{token}: the password and a current code of the enrolled secret. */
export const ZConsoleSetupBody = z.object({
  password: z
    .string({ error: 'console.passwordRequired' })
    .min(STAFF_PASSWORD_MIN_LENGTH, 'console.passwordTooShort')
    .max(STAFF_PASSWORD_MAX_LENGTH, 'console.passwordTooLong'),
  otp: ZOtp,
});
export type TConsoleSetupBody = z.infer<typeof ZConsoleSetupBody>;

/** POST console/staff (admin): a new staff member; the answer carries the one-time set-up link. */
export const ZStaffCreate = z.object({
  email: z.email({ error: 'console.emailInvalid' }).max(254, 'console.emailInvalid'),
  name: zText({ max: 100, error: 'console.nameRequired' }).min(1, 'console.nameRequired'),
  role: ZStaffRole.default('SUPPORT'),
});
export type TStaffCreate = z.infer<typeof ZStaffCreate>;

/** PATCH console/staff/{id} (admin): re-role, disable or enable. */
export const ZStaffUpdate = z
  .object({ role: ZStaffRole.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, 'console.nothingToChange');
export type TStaffUpdate = z.infer<typeof ZStaffUpdate>;

/** A set-up link (staff add, reset-2fa). */
export const ZStaffSetupLink = z.object({ staff: ZStaff, setup_url: z.string(), expires_at: z.string() });
export type TStaffSetupLink = z.infer<typeof ZStaffSetupLink>;

/** A reason the user will read (reject, unapprove, refuse). */
export const ZConsoleReason = z.object({
  reason: zText({
    max: CONSOLE_TEXT_MAX_LENGTH,
    multiline: true,
    error: 'console.reasonRequired',
    tooLong: 'console.textTooLong',
  }).min(1, 'console.reasonRequired'),
});
export type TConsoleReason = z.infer<typeof ZConsoleReason>;

/** An optional note (approve, resolve). */
export const ZConsoleNote = z.object({
  note: zText({ max: CONSOLE_TEXT_MAX_LENGTH, multiline: true, tooLong: 'console.textTooLong' }).optional(),
});
export type TConsoleNote = z.infer<typeof ZConsoleNote>;

/** POST console/users/{id}/featured and console/offers/{id}/featured: featured until a date, or not (null). */
export const ZConsoleFeatured = z.object({
  until: z.iso.datetime({ offset: true, error: 'console.dateInvalid' }).or(z.iso.date()).nullable(),
});
export type TConsoleFeatured = z.infer<typeof ZConsoleFeatured>;

/** Paging of the console's lists. */
export const ZConsolePaging = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX_LIMIT).default(CONSOLE_PAGE_DEFAULT_LIMIT),
});

const ZConsolePage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

/** A user as the console names them in a row of a queue. */
export const ZConsoleUserRef = z.object({
  id: z.number().int(),
  type: ZUserType,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  deleted: z.boolean(),
});
export type TConsoleUserRef = z.infer<typeof ZConsoleUserRef>;

/** The queues of the console home, each with its size and oldest item. */
export const CONSOLE_QUEUES = ['verifications', 'reports', 'bugs', 'type_requests', 'appeals'] as const;
export const ZConsoleQueue = z.enum(CONSOLE_QUEUES);
export type TConsoleQueue = z.infer<typeof ZConsoleQueue>;

/** GET console/overview: queue sizes, the median time to verify, and weekly figures (12 weeks, oldest first). */
export const ZConsoleOverview = z.object({
  queues: z.array(
    z.object({ queue: ZConsoleQueue, count: z.number().int(), oldest_at: z.string().nullable() }),
  ),
  /** Median minutes from asking to verified, of the accounts verified in the last 30 days; null: none. */
  median_verify_minutes: z.number().nullable(),
  weeks: z.array(
    z.object({
      /** Monday of the week (UTC), YYYY-MM-DD. */
      week: z.string(),
      signups: z.object({ creators: z.number().int(), advertisers: z.number().int() }),
      /** Arrangements requested that week, by their status now. */
      arrangements: z.record(ZArrangementStatus, z.number().int()),
    }),
  ),
});
export type TConsoleOverview = z.infer<typeof ZConsoleOverview>;

// ---- Queues --------------------------------------------------------------------------------------

/** GET console/verifications: social accounts in progress, oldest first. */
export const ZConsoleVerification = z.object({
  id: z.number().int(),
  user: ZConsoleUserRef,
  network: z.object({ id: z.number().int(), name: z.string() }),
  username: z.string(),
  /** The account's page on its network, to check the code on. */
  profile_url: z.string().nullable(),
  /** The code the creator shows on the network. */
  verification_code: z.string().nullable(),
  followers: z.number().int(),
  state: ZSocialVerification,
  requested_at: z.string().nullable(),
});
export type TConsoleVerification = z.infer<typeof ZConsoleVerification>;
export const ZConsoleVerificationList = ZConsolePage(ZConsoleVerification);

/** Problem reports: open (not resolved) or resolved. */
export const ZConsoleReportFilter = ZConsolePaging.extend({
  status: z.enum(['open', 'resolved']).default('open'),
});

export const ZConsoleArrangementRef = z.object({
  id: z.number().int(),
  status: ZArrangementStatus,
  offer: z.object({ id: z.number().int(), name: z.string() }),
  requester: ZConsoleUserRef,
  receiver: ZConsoleUserRef,
  created_at: z.string(),
});
export type TConsoleArrangementRef = z.infer<typeof ZConsoleArrangementRef>;

export const ZConsoleReport = z.object({
  id: z.number().int(),
  reporter: ZConsoleUserRef,
  reason: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  arrangement: ZConsoleArrangementRef,
});
export type TConsoleReport = z.infer<typeof ZConsoleReport>;
export const ZConsoleReportList = ZConsolePage(ZConsoleReport);

/** A line of an arrangement's conversation as staff read it (read-only; every read is audited). */
export const ZConsoleMessage = z.object({
  id: z.number().int(),
  sender_id: z.number().int().nullable(),
  type: z.enum(['TEXT', 'SYSTEM']),
  text: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), name: z.string(), content_type: z.string() })),
  created_at: z.string(),
});
export type TConsoleMessage = z.infer<typeof ZConsoleMessage>;

/** GET console/reports/{id}: the report, its arrangement and the whole conversation. */
export const ZConsoleReportDetail = ZConsoleReport.extend({
  messages: z.array(ZConsoleMessage),
  deliveries: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      note: z.string().nullable(),
      links: z.array(z.string()),
      files: z.array(z.object({ id: z.number().int(), name: z.string(), content_type: z.string() })),
      created_at: z.string(),
    }),
  ),
});
export type TConsoleReportDetail = z.infer<typeof ZConsoleReportDetail>;

/** POST console/reports/{id}/message: a message from support to one party (mail and notification). */
export const ZConsoleReportMessage = z.object({
  to: z.enum(['REQUESTER', 'RECEIVER']),
  text: zText({
    max: CONSOLE_TEXT_MAX_LENGTH,
    multiline: true,
    error: 'console.textRequired',
    tooLong: 'console.textTooLong',
  }).min(1, 'console.textRequired'),
});
export type TConsoleReportMessage = z.infer<typeof ZConsoleReportMessage>;

/** Bug reports move NEW → TRIAGED → DONE (and back, if staff were wrong). */
export const BUG_REPORT_STATUSES = ['NEW', 'TRIAGED', 'DONE'] as const;
export const ZBugReportStatus = z.enum(BUG_REPORT_STATUSES);
export type TBugReportStatus = z.infer<typeof ZBugReportStatus>;

export const ZConsoleBugFilter = ZConsolePaging.extend({ status: ZBugReportStatus.optional() });

export const ZConsoleBug = z.object({
  id: z.number().int(),
  problem: z.string(),
  type: z.string().nullable(),
  url: z.string().nullable(),
  user_agent: z.string().nullable(),
  user: ZConsoleUserRef.nullable(),
  status: ZBugReportStatus,
  staff_note: z.string().nullable(),
  /** GET console/bugs/{id}/screenshot (staff token) when there is one. */
  has_screenshot: z.boolean(),
  created_at: z.string(),
});
export type TConsoleBug = z.infer<typeof ZConsoleBug>;
export const ZConsoleBugList = ZConsolePage(ZConsoleBug);

/** PATCH console/bugs/{id}. */
export const ZConsoleBugUpdate = z
  .object({
    status: ZBugReportStatus.optional(),
    staff_note: zText({ max: CONSOLE_TEXT_MAX_LENGTH, multiline: true, tooLong: 'console.textTooLong' })
      .nullable()
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.staff_note !== undefined, 'console.nothingToChange');
export type TConsoleBugUpdate = z.infer<typeof ZConsoleBugUpdate>;

export const ZConsoleTypeRequestFilter = ZConsolePaging.extend({
  status: ZTypeRequestStatus.default('PENDING'),
});

export const ZConsoleTypeRequest = ZAccountTypeRequest.extend({
  user: ZConsoleUserRef,
  /** Approval is refused while any is active. */
  active_arrangements: z.number().int(),
  /** What the new type cannot have and approval archives: the user's offers (or services). */
  offers_to_archive: z.number().int(),
});
export type TConsoleTypeRequest = z.infer<typeof ZConsoleTypeRequest>;
export const ZConsoleTypeRequestList = ZConsolePage(ZConsoleTypeRequest);

export const ZConsoleAppealFilter = ZConsolePaging.extend({ status: ZAppealStatus.default('PENDING') });
export const ZConsoleAppeal = ZAppeal.extend({
  user: ZConsoleUserRef,
  offer_name: z.string().nullable(),
  /** The flag's reason the appeal answers. */
  flag_reason: z.string().nullable(),
});
export type TConsoleAppeal = z.infer<typeof ZConsoleAppeal>;
export const ZConsoleAppealList = ZConsolePage(ZConsoleAppeal);
export type TConsoleAppealList = z.infer<typeof ZConsoleAppealList>;

// ---- Users and offers ----------------------------------------------------------------------------

export const ZConsoleUserFilter = ZConsolePaging.extend({
  text: zText({ max: 200 }).optional(),
});

export const ZConsoleUserRow = ZConsoleUserRef.extend({
  email_verified: z.boolean(),
  unapproved: z.boolean(),
  featured_until: z.string().nullable(),
  featured: z.boolean(),
  created_at: z.string(),
});
export type TConsoleUserRow = z.infer<typeof ZConsoleUserRow>;
export const ZConsoleUserList = ZConsolePage(ZConsoleUserRow);
export type TConsoleUserList = z.infer<typeof ZConsoleUserList>;

export const ZConsoleOffer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  type: ZOfferType,
  status: ZOfferStatus,
  price: z.number().nullable(),
  unapproved: z.boolean(),
  unapproved_reason: z.string().nullable(),
  featured: z.boolean(),
  featured_until: z.string().nullable(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export type TConsoleOffer = z.infer<typeof ZConsoleOffer>;

export const ZStaffNoteCreate = z.object({
  body: zText({
    max: CONSOLE_TEXT_MAX_LENGTH,
    multiline: true,
    error: 'console.textRequired',
    tooLong: 'console.textTooLong',
  }).min(1, 'console.textRequired'),
});
export const ZStaffNote = z.object({
  id: z.number().int(),
  staff_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type TStaffNote = z.infer<typeof ZStaffNote>;

/** GET console/users/{id}: one user whole. */
export const ZConsoleUserDetail = z.object({
  user: ZConsoleUserRow.extend({
    company: z.string().nullable(),
    website: z.string().nullable(),
    city: z.string().nullable(),
    description: z.string().nullable(),
    unapproved_reason: z.string().nullable(),
    unapproved_at: z.string().nullable(),
    preferred_language: z.string(),
    rating_average: z.number().nullable(),
    rating_count: z.number().int(),
    followers: z.number().int(),
  }),
  social_accounts: z.array(
    z.object({
      id: z.number().int(),
      network: z.string(),
      username: z.string(),
      followers: z.number().int(),
      verification: ZSocialVerification,
    }),
  ),
  offers: z.array(ZConsoleOffer),
  arrangements: z.array(ZConsoleArrangementRef),
  reports: z.array(ZConsoleReport),
  appeals: z.array(ZAppeal),
  type_requests: z.array(ZAccountTypeRequest),
  notes: z.array(ZStaffNote),
});
export type TConsoleUserDetail = z.infer<typeof ZConsoleUserDetail>;

// ---- Audit ---------------------------------------------------------------------------------------

/** Every staff action and every staff read of a conversation (append-only). */
export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_out',
  'staff.create',
  'staff.update',
  'staff.reset_2fa',
  'staff.setup',
  'verification.approve',
  'verification.reject',
  'report.read',
  'report.resolve',
  'report.message',
  'report.abort',
  'bug.update',
  'bug.screenshot_read',
  'type_request.approve',
  'type_request.refuse',
  'appeal.accept',
  'appeal.refuse',
  'user.read',
  'user.unapprove',
  'user.approve',
  'user.featured',
  'user.resend_confirmation',
  'user.export',
  'user.delete',
  'user.note',
  'offer.unapprove',
  'offer.approve',
  'offer.featured',
  'file.read',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

export const AUDIT_OBJECT_TYPES = [
  'staff',
  'social_account',
  'problem_report',
  'bug_report',
  'type_request',
  'appeal',
  'user',
  'offer',
  'arrangement',
] as const;
export const ZAuditObjectType = z.enum(AUDIT_OBJECT_TYPES);
export type TAuditObjectType = z.infer<typeof ZAuditObjectType>;

export const ZAuditFilter = ZConsolePaging.extend({
  staff_id: z.coerce.number().int().positive().optional(),
  action: ZAuditAction.optional(),
  object_type: ZAuditObjectType.optional(),
  object_id: zText({ max: 40 }).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  staff: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  action: ZAuditAction,
  object_type: ZAuditObjectType,
  object_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditList = ZConsolePage(ZAuditEntry);
