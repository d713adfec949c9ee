import { perUserRateLimit } from '../../http/perUserRateLimit';

/** The messenger's bodies are small JSON: only requests that pass validation count. */
const validOnly = { countsInvalid: false };

/**
 * Request limits of the messenger's writes, per signed-in user. Far above what a person does by hand
 * (two messages a second, a request every ten seconds), low enough that a script cannot flood a
 * conversation, the support desk's problem reports or other users' inboxes.
 */
export const MESSENGER_RATE_LIMITS = {
  send: perUserRateLimit('message-send', 120, 60_000, validOnly),
  request: perUserRateLimit('arrangement-request', 60, 10 * 60_000, validOnly),
  change: perUserRateLimit('arrangement-change', 120, 60_000, validOnly),
  report: perUserRateLimit('arrangement-report', 30, 10 * 60_000, validOnly),
} as const;
