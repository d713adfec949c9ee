/** Paths of the account calls and pages, kept apart from the schemas: importing them needs no zod. */

/** Paths of the settings calls under the API base path. */
export const SETTINGS_PATHS = {
  passwordCheck: 'settings/password/check',
  language: 'settings/language',
  username: 'settings/username',
  password: 'settings/password',
  notifications: 'settings/notifications',
  email: 'settings/email',
  emailResend: 'settings/email/resend',
  account: 'settings/account',
} as const;

/** Web pages the mails link to: the verify page and the password reset page, followed by the token. */
export const WEB_VERIFY_PATH = '/register/verify/';
export const WEB_RESET_PASSWORD_PATH = '/reset-password/';

/** SPEC §7 Event logging: the event log create call under the API base path (contracts/eventLog.ts). */
export const EVENT_LOG_PATH = 'event-log';
