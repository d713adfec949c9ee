import { z } from 'zod';
import { zText } from './text';

/**
 * Bug reports (SPEC §2, §3, §4: POST bugs), first-party analytics events (SPEC §3, §7: POST
 * analytics/events) and web-push subscriptions (SPEC §7 resource `subscriptions`, §9). Messages of
 * input schemas are catalogue keys of the API's `support` namespace.
 */

/** Longest problem description of a bug report. */
export const BUG_PROBLEM_MAX_LENGTH = 5000;
/** Largest screenshot of a bug report (decoded PNG bytes); larger answers 413. */
export const BUG_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** Longest page address a bug report may name. */
export const BUG_URL_MAX_LENGTH = 2048;
/** The report's `type`: the page or category it is about (`dashboard`, `search/offers`, `bug`). */
export const BUG_TYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const BUG_TYPE_MAX_LENGTH = 64;

/**
 * SPEC §3 Bug report: `problem` (required, trimmed), `type`, and `image_file`, a screenshot as a data
 * URL `data:image/png;base64,...` (JSON), or a file part of that name (multipart/form-data). Only a
 * PNG by its bytes is kept (else 415); over BUG_SCREENSHOT_MAX_BYTES answers 413.
 */
export const ZBugReportCreate = z.object({
  problem: zText({
    max: BUG_PROBLEM_MAX_LENGTH,
    multiline: true,
    error: 'support.problemRequired',
    tooLong: 'support.problemTooLong',
  }).min(1, 'support.problemRequired'),
  type: zText({ max: BUG_TYPE_MAX_LENGTH, tooLong: 'support.typeInvalid' })
    .regex(BUG_TYPE_PATTERN, 'support.typeInvalid')
    .nullish(),
  /** The page the problem was seen on. */
  url: zText({ max: BUG_URL_MAX_LENGTH }).nullish(),
  /** '' (an empty file part of a form, or no screenshot taken) counts as none. */
  image_file: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, 'support.screenshotUnreadable')
      .nullish(),
  ),
});
export type TBugReportCreate = z.infer<typeof ZBugReportCreate>;

export const ZBugReportCreated = z.object({ id: z.number().int(), message: z.string() });
export type TBugReportCreated = z.infer<typeof ZBugReportCreated>;

/** Largest `event_data` of an analytics event, in bytes of JSON. */
export const ANALYTICS_EVENT_DATA_MAX_BYTES = 4096;
/** `event_type` and `subevent_type`: a short name such as `PAGE_VIEW` or `search.offers`. */
export const ANALYTICS_EVENT_TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;
const ANALYTICS_EVENT_TYPE_MAX_LENGTH = 64;

const ZEventType = zText({ max: ANALYTICS_EVENT_TYPE_MAX_LENGTH, tooLong: 'support.eventTypeInvalid' }).regex(
  ANALYTICS_EVENT_TYPE_PATTERN,
  'support.eventTypeInvalid',
);
const fitsEventData = (data: Record<string, unknown>) => {
  let json: string;
  try {
    json = JSON.stringify(data);
  } catch {
    // Nested deeper than the stack allows (a body of 400 KB can be): far over the size anyway.
    return false;
  }
  // PostgreSQL jsonb cannot hold NUL in a string.
  return new TextEncoder().encode(json).length <= ANALYTICS_EVENT_DATA_MAX_BYTES && !json.includes('\\u0000');
};

/** SPEC §3 Analytics event: POST analytics/events (first-party only; anonymous allowed). */
export const ZAnalyticsEventCreate = z.object({
  event_type: ZEventType,
  subevent_type: ZEventType.nullish(),
  event_data: z
    .record(z.string(), z.unknown())
    .refine(fitsEventData, {
      error: 'support.eventDataTooLarge',
      params: { max: ANALYTICS_EVENT_DATA_MAX_BYTES },
    })
    .nullish(),
});
export type TAnalyticsEventCreate = z.infer<typeof ZAnalyticsEventCreate>;

/** Longest push endpoint URL accepted. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Bytes a base64url text decodes to (no Buffer: this module runs in browsers too). */
const decodedLength = (value: string) => Math.floor((value.replace(/=+$/, '').length * 3) / 4);

/** Host names of this machine. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether a push endpoint is on this machine (localhost, 127.x.x.x, [::1]): a stand-in push service of
 * tests and development, never a browser's. The server refuses them in production unless told.
 */
export function isLoopbackPushEndpoint(endpoint: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

/** Longest base64url push key accepted (p256dh is 87 characters, auth 22). */
const PUSH_KEY_MAX_LENGTH = 200;

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A push service's URL, exactly as the browser gives it. */
const ZPushEndpoint = zText({
  max: PUSH_ENDPOINT_MAX_LENGTH,
  keepWhitespace: true,
  error: 'support.endpointInvalid',
  tooLong: 'support.endpointInvalid',
}).refine(isUrl, 'support.endpointInvalid');

/**
 * A browser's PushSubscription as `toJSON()` gives it: the push service's endpoint (https; plain http
 * only on this machine, see isLoopbackPushEndpoint) and the keys: p256dh, the 65-byte uncompressed
 * P-256 public key, and auth, the 16-byte secret (base64url).
 */
export const ZPushSubscriptionCreate = z.object({
  endpoint: ZPushEndpoint.refine(
    (value) => value.startsWith('https://') || (value.startsWith('http://') && isLoopbackPushEndpoint(value)),
    'support.endpointInvalid',
  ),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: zText({ max: PUSH_KEY_MAX_LENGTH, tooLong: 'support.keyInvalid' })
      .regex(BASE64URL, 'support.keyInvalid')
      .refine((v) => decodedLength(v) === 65, 'support.keyInvalid'),
    auth: zText({ max: PUSH_KEY_MAX_LENGTH, tooLong: 'support.keyInvalid' })
      .regex(BASE64URL, 'support.keyInvalid')
      .refine((v) => decodedLength(v) === 16, 'support.keyInvalid'),
  }),
});
export type TPushSubscriptionCreate = z.infer<typeof ZPushSubscriptionCreate>;

/** A stored subscription as its owner sees it (the keys are not sent back). */
export const ZPushSubscription = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;
export const ZPushSubscriptionList = z.object({ data: z.array(ZPushSubscription) });
export type TPushSubscriptionList = z.infer<typeof ZPushSubscriptionList>;

/** DELETE subscriptions with the endpoint in the body (what the service worker knows). */
export const ZPushSubscriptionDelete = z.object({
  endpoint: zText({ max: PUSH_ENDPOINT_MAX_LENGTH, keepWhitespace: true }).min(1),
});
export type TPushSubscriptionDelete = z.infer<typeof ZPushSubscriptionDelete>;

/** GET subscriptions/vapid-public-key: the applicationServerKey for PushManager.subscribe (base64url). */
export const ZVapidPublicKey = z.object({ public_key: z.string() });
export type TVapidPublicKey = z.infer<typeof ZVapidPublicKey>;

/** What a push tells about (issue 7): a new message, or a new arrangement (collaboration request). */
/** Issue 16: ARRANGEMENT_CHANGED tells of a counter-offer, a delivery, an answer, an expiry or a reminder. */
export const PUSH_KINDS = ['MESSAGE_NEW', 'ARRANGEMENT_NEW', 'ARRANGEMENT_CHANGED', 'DIGEST'] as const;
export const ZPushKind = z.enum(PUSH_KINDS);
export type TPushKind = z.infer<typeof ZPushKind>;

/**
 * The JSON a web push carries to the service worker (encrypted for the browser alone, RFC 8291): the
 * notification's title and body in the receiver's language (a short preview of a message at most),
 * the app path the click opens (`/messenger/{arrangement_id}`) and the tag that groups the pushes of
 * one conversation into one notification.
 */
export const ZPushPayload = z.object({
  type: ZPushKind,
  title: z.string(),
  body: z.string(),
  url: z.string(),
  arrangement_id: z.number().int(),
  tag: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

/** The app path of one conversation: where a push's click goes. */
export const messengerPath = (arrangementId: number) => `/messenger/${arrangementId}`;
