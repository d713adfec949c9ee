/**
 * What the privacy policy (/privacy) promises about keeping data, defined once: the API's clean-up job
 * deletes by these, and the policy's text states them (a test checks they agree).
 */

/** The date the privacy policy takes effect (ISO date). */
export const PRIVACY_POLICY_DATE = '2026-11-23';
/** First-party analytics events and the event log are kept this many months. */
export const ANALYTICS_RETENTION_MONTHS = 13;
/** Bug reports and their screenshots are kept this many months. */
export const BUG_REPORT_RETENTION_MONTHS = 12;
/** Server logs (IP address, request, time) are kept at most this many days by the operator. */
export const SERVER_LOG_RETENTION_DAYS = 30;
