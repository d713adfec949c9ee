/**
 * The values of the enums of enums.ts, without zod: the web app's first route takes its constants from
 * here without loading zod (issue 7). enums.ts builds the schemas from them and re-exports them.
 */
/** SPEC §1: interface languages. */
export const LOCALES = ['hr', 'en'] as const;

/** SPEC §1: two account types that cannot be switched. */
export const USER_TYPES = ['INFLUENCER', 'ADVERTISER'] as const;

/** SPEC §3: User gender. */
export const GENDERS = ['FEMALE', 'MALE', 'NEUTRAL', 'NOT_SAYING', 'ANY'] as const;

/** SPEC §3 and §9: offer types. */
export const OFFER_TYPES = ['INFLUENCER_OFFER', 'ADVERTISER_OFFER'] as const;

/** SPEC §4: offer activity (STOPPED is 'not active'). */
export const OFFER_STATUSES = ['ACTIVE', 'PAUSED', 'STOPPED'] as const;

/** SPEC §3: compensation is money or a giveaway. */
export const COMPENSATION_KINDS = ['MONEY', 'GIVEAWAY'] as const;

/** SPEC §4: arrangement statuses; REQUESTED and IN_PROGRESS are active. */
export const ARRANGEMENT_STATUSES = [
  'REQUESTED',
  'IN_PROGRESS',
  'COMPLETED',
  'ABORTED',
  'DECLINED',
  'CANCELED',
  // Issue 16: a request nobody answered within ARRANGEMENT_REQUEST_EXPIRY_DAYS.
  'EXPIRED',
] as const;

export const ACTIVE_ARRANGEMENT_STATUSES: readonly (typeof ARRANGEMENT_STATUSES)[number][] = [
  'REQUESTED',
  'IN_PROGRESS',
];

/** SPEC §4: request handling actions. */
export const ARRANGEMENT_ACTIONS = ['ACCEPT', 'DECLINE', 'CANCEL'] as const;

/** SPEC §3 and §4: social account verification states. */
export const SOCIAL_VERIFICATION_STATES = ['UNVERIFIED', 'IN_PROGRESS', 'VERIFIED', 'DELETING'] as const;

/** SPEC §3: portfolio item types. */
export const PORTFOLIO_ITEM_TYPES = ['SOCIAL_POST', 'BLOG_POST', 'IMAGE', 'LINK'] as const;

/** Message kinds: what users write, and what the system writes when an arrangement changes. */
export const MESSAGE_TYPES = ['TEXT', 'SYSTEM'] as const;

/** SPEC §3: location ids 1..6. */
export const LOCATION_IDS = [1, 2, 3, 4, 5, 6] as const;
