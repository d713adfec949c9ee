import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { LOCATION_IDS, ZGender, ZLocale, ZUserType } from './enums';
import { ZModerationFlag } from './userRequests';
import { zText } from './text';

/**
 * Accounts: registration, sign-in and tokens, email confirmation, password reset and settings.
 * Messages that are catalogue keys (`validation.fullName`) are translated by the API and by the web
 * forms from the same `api` namespace, so both show the texts of SPEC §5.
 */

/** Longest password accepted: argon2 hashes any length, but an unbounded input is a cheap DoS. */
export const PASSWORD_MAX_LENGTH = 200;
/** Usernames: letters, digits, dots, dashes and underscores; never an '@', so sign-in can tell them from emails. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const COMPANY_MAX_LENGTH = 150;
/** Longest answer of the registration's human check, a small number. */
const CHALLENGE_ANSWER_MAX_LENGTH = 20;
/** A challenge id is a UUID (36 characters); a longer one is not one of ours. */
const CHALLENGE_ID_MAX_LENGTH = 64;
/** Tokens of mail links are 43 characters; anything much longer is not one. */
const LINK_TOKEN_MAX_LENGTH = 200;
/** What the availability checks look up: longer than any username or email, so it answers 'free'. */
const USERNAME_LOOKUP_MAX_LENGTH = 200;
const EMAIL_LOOKUP_MAX_LENGTH = 300;
/** OAuth client credentials, scopes and refresh tokens are short; anything longer is not one. */
const OAUTH_FIELD_MAX_LENGTH = 512;

/** Access tokens live long enough that SPEC §9's refresh window of 1 day is rarely hit twice a day. */
export const ACCESS_TOKEN_TTL_MS = 15 * 24 * 60 * 60 * 1000;
/** A sign-in ends after 60 days without a refresh. */
export const REFRESH_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;
/**
 * A rotated refresh token used again within this time answers the same successor (two tabs refreshing
 * at once); later, its reuse revokes the whole sign-in (theft detection).
 */
export const REFRESH_TOKEN_REUSE_GRACE_MS = 30 * 1000;
/** Email confirmation links stay valid for a week; an expired one can be re-requested (SPEC §8). */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The arithmetic human check of SPEC §5 must be answered within 30 minutes, once. */
export const CHALLENGE_TTL_MS = 30 * 60 * 1000;
/**
 * Failed sign-ins of one account (whichever spelling was typed) in a window, after which a password
 * grant for it needs a solved human check (`challenge_required`); never a lock-out of the right password.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins of one IP address in a window, after which that address gets 429. */
export const SIGN_IN_FAILURES_PER_IP = 20;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Password checks one IP address may have running at once (per process); more get 429 at once. */
export const SIGN_IN_CONCURRENT_PER_IP = 2;

/** A new password: kept as typed (spaces count), one line. */
const ZPassword = zText({
  max: PASSWORD_MAX_LENGTH,
  keepWhitespace: true,
  error: 'validation.passwordMin',
}).min(PASSWORD_MIN_LENGTH, 'validation.passwordMin');

/** The repeat of a new password (compared with it). */
const ZPasswordConfirmation = zText({
  max: PASSWORD_MAX_LENGTH,
  keepWhitespace: true,
  error: 'validation.passwordsMatch',
});

export const ZEmail = zText({
  max: EMAIL_MAX_LENGTH,
  error: 'validation.email',
  tooLong: 'validation.email',
}).email('validation.email');

export const ZUsername = zText({
  max: USERNAME_MAX_LENGTH,
  error: 'validation.usernameRequired',
  tooLong: 'validation.username',
})
  .min(1, 'validation.usernameRequired')
  .regex(USERNAME_PATTERN, 'validation.username');

const ZName = zText({ max: NAME_MAX_LENGTH, error: 'validation.fullName' }).min(1, 'validation.fullName');

/** SPEC §5: account type required ('Select the type of account'); the register form's selector. */
export const ZRegisterAccountType = z.enum(['INFLUENCER', 'ADVERTISER'], { error: 'validation.accountType' });

/** SPEC §3: location ids 1..6; null when none was chosen. */
const ZLocationId = z
  .number({ error: 'validation.location' })
  .int()
  .refine((id) => (LOCATION_IDS as readonly number[]).includes(id), 'validation.location')
  .nullable()
  .optional();

const ZRegisterFields = z.object({
  first_name: ZName,
  last_name: ZName,
  email: ZEmail,
  /** Optional: one is generated from the name when absent. */
  username: ZUsername.optional(),
  password: ZPassword,
  password_confirmation: ZPasswordConfirmation,
  location_id: ZLocationId,
  preferred_language: ZLocale.optional(),
  challenge_id: z.uuid({ error: 'validation.challenge' }),
  challenge_answer: z.union([zText({ max: CHALLENGE_ANSWER_MAX_LENGTH }), z.number()], {
    error: 'validation.challengeAnswer',
  }),
});

type WithPasswords = { password: string; password_confirmation: string };

/** SPEC §5: the repeated password must match ('Passwords do not match'), reported on the repeat. */
function withMatchingPasswords<T extends z.ZodType<WithPasswords>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    message: 'validation.passwordsMatch',
    path: ['password_confirmation'],
  });
}

/** SPEC §7 POST register/influencers. */
export const ZRegisterInfluencer = withMatchingPasswords(ZRegisterFields);
export type TRegisterInfluencer = z.infer<typeof ZRegisterInfluencer>;

/** SPEC §7 POST register/agencies: an advertiser also names a company. */
export const ZRegisterAgency = withMatchingPasswords(
  ZRegisterFields.extend({
    company: zText({ max: COMPANY_MAX_LENGTH, error: 'validation.company' }).min(1, 'validation.company'),
  }),
);
export type TRegisterAgency = z.infer<typeof ZRegisterAgency>;

/** GET register/challenge: the arithmetic human check of SPEC §5 (`7 + 5`), answered once. */
export const ZChallenge = z.object({ challenge_id: z.uuid(), question: z.string() });
export type TChallenge = z.infer<typeof ZChallenge>;

/** The token of a link in a mail (confirmation, password reset), a path param. */
export const ZTokenParams = z.object({ token: zText({ max: LINK_TOKEN_MAX_LENGTH }).min(1) });

/** GET register/available/username/{value} and email/{value}: the value to look up as typed. */
export const ZUsernameAvailabilityParams = z.object({ value: zText({ max: USERNAME_LOOKUP_MAX_LENGTH }) });
export const ZEmailAvailabilityParams = z.object({ value: zText({ max: EMAIL_LOOKUP_MAX_LENGTH }) });

/** GET register/available/*: true when the value is free (SPEC §5 UsernameAvailable, EmailAvailable). */
export const ZAvailability = z.object({ success: z.boolean() });
export type TAvailability = z.infer<typeof ZAvailability>;

/**
 * GET register/verify/{token}: the address is confirmed; `already_confirmed` when it was before this
 * link was opened (a used link of a confirmed account is no failure).
 */
export const ZEmailVerification = z.object({ success: z.literal(true), already_confirmed: z.boolean() });
export type TEmailVerification = z.infer<typeof ZEmailVerification>;

/** A plain acknowledgement. */
export const ZSuccess = z.object({ success: z.literal(true) });
export type TSuccess = z.infer<typeof ZSuccess>;

/** SPEC §7 POST oauth/token, Laravel Passport's shape: the password and the refresh grants. */
const ZClientCredentials = z.object({
  client_id: z.union([z.number(), zText({ max: OAUTH_FIELD_MAX_LENGTH })]),
  client_secret: zText({ max: OAUTH_FIELD_MAX_LENGTH }),
  scope: zText({ max: OAUTH_FIELD_MAX_LENGTH }).optional(),
});
export const ZPasswordGrant = ZClientCredentials.extend({
  grant_type: z.literal('password'),
  /** Email or username, case-insensitive and trimmed. */
  username: zText({ max: EMAIL_MAX_LENGTH }),
  password: zText({ max: PASSWORD_MAX_LENGTH, keepWhitespace: true }),
  /** After repeated failures (`challenge_required`): a question of GET register/challenge, answered. */
  challenge_id: zText({ max: CHALLENGE_ID_MAX_LENGTH }).optional(),
  challenge_answer: z.union([zText({ max: CHALLENGE_ANSWER_MAX_LENGTH }), z.number()]).optional(),
});
export const ZRefreshGrant = ZClientCredentials.extend({
  grant_type: z.literal('refresh_token'),
  refresh_token: zText({ max: OAUTH_FIELD_MAX_LENGTH }),
});
export const ZTokenRequest = z.discriminatedUnion('grant_type', [ZPasswordGrant, ZRefreshGrant]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

/** SPEC §3 login token response. */
export const ZTokenResponse = z.object({
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/**
 * The OAuth error shape of the token endpoint; `message` is translated for people. A password grant for
 * an account with SIGN_IN_FAILURES_PER_ACCOUNT recent failures answers 400 invalid_grant with
 * `challenge_required: true` until it comes with a solved challenge (`challenge_id`,
 * `challenge_answer`), whatever the password; `challenge_failed: true` when the answer was missing,
 * wrong or expired (the password was not checked). An unknown login behaves the same.
 */
export const ZOAuthError = z.object({
  error: z.string(),
  error_description: z.string(),
  message: z.string(),
  challenge_required: z.boolean().optional(),
  challenge_failed: z.boolean().optional(),
});
export type TOAuthError = z.infer<typeof ZOAuthError>;

/** SPEC §3 User as GET auth/user answers it (never the password hash). */
export const ZAuthUser = z.object({
  id: z.number().int(),
  type: ZUserType,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  city: z.string().nullable(),
  location_id: z.number().int().nullable(),
  gender: ZGender.nullable(),
  age: z.number().int().nullable(),
  preferred_language: ZLocale,
  notify_email: z.boolean(),
  notify_recommendations: z.boolean(),
  notify_reminders: z.boolean(),
  /** Issue 7: web push of new messages and arrangements to the user's subscribed browsers. */
  notify_push: z.boolean(),
  image_file: z.string().nullable(),
  /** Issue 18: the profile's cover banner (`/assets/images/{cover_file}`), or null. */
  cover_file: z.string().nullable(),
  unapproved: z.boolean(),
  /** Issue 17: the account's flag as its owner reads it (reason, appeal); in no one else's answer. */
  moderation: ZModerationFlag,
  /**
   * SPEC §3 and §4: the user's active arrangements, and ended ones that still have unseen messages,
   * with their unseen-message counts (the messenger badge starts from these).
   */
  arrangements: z.array(z.object({ id: z.number().int(), unseen_count: z.number().int() })),
  created_at: z.string(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

/** SPEC §7 POST register/password/email. */
export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** GET register/password/reset/{token}: the link is valid, for this address. */
export const ZPasswordResetCheck = z.object({ success: z.literal(true), email: z.string() });
export type TPasswordResetCheck = z.infer<typeof ZPasswordResetCheck>;

/** SPEC §7 POST register/password/update/{token}. */
export const ZPasswordUpdate = withMatchingPasswords(
  z.object({ password: ZPassword, password_confirmation: ZPasswordConfirmation }),
);
export type TPasswordUpdate = z.infer<typeof ZPasswordUpdate>;

/**
 * The password of the account, asked again: as typed. Tabs and line breaks pass (a password set
 * before control characters were refused must still be typeable), NUL never does.
 */
const ZCurrentPassword = zText({
  max: PASSWORD_MAX_LENGTH,
  keepWhitespace: true,
  multiline: true,
  error: 'validation.passwordRequired',
}).min(1, 'validation.passwordRequired');

/** Settings (SPEC §6: they require the password again): POST settings/password/check. */
export const ZPasswordCheck = z.object({ password: ZCurrentPassword });
export type TPasswordCheck = z.infer<typeof ZPasswordCheck>;

/** PUT settings/language. */
export const ZLanguageUpdate = z.object({ preferred_language: ZLocale });
export type TLanguageUpdate = z.infer<typeof ZLanguageUpdate>;

/** PUT settings/username (SPEC §5: required, not taken). */
export const ZUsernameUpdate = z.object({ username: ZUsername });
export type TUsernameUpdate = z.infer<typeof ZUsernameUpdate>;

/** PUT settings/password (SPEC §5: at least 8 characters, passwords match). */
export const ZPasswordChange = withMatchingPasswords(
  z.object({
    current_password: ZCurrentPassword,
    password: ZPassword,
    password_confirmation: ZPasswordConfirmation,
  }),
);
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

/** PUT settings/notifications: any of the notification preferences. */
export const ZNotificationSettings = z.object({
  notify_email: z.boolean().optional(),
  notify_recommendations: z.boolean().optional(),
  notify_reminders: z.boolean().optional(),
  notify_push: z.boolean().optional(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** PUT settings/email: the new address must be confirmed again. */
export const ZEmailChange = z.object({ email: ZEmail, password: ZCurrentPassword });
export type TEmailChange = z.infer<typeof ZEmailChange>;

/** DELETE settings/account: permanent, after the password and a typed confirmation in the page. */
export const ZAccountDeletion = z.object({ password: ZCurrentPassword });
export type TAccountDeletion = z.infer<typeof ZAccountDeletion>;

// Zod-free, so the web app's first route can take them without zod (issue 7).
export * from './accountPaths';
