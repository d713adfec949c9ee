import { z } from 'zod';
import { ARRANGEMENT_STATUSES, ZOfferStatus } from './enums';
import { ZProfileStrength, ZRatings } from './profiles';

/**
 * The dashboard (SPEC §1, §7 Dashboard) and GET statistics/basic.
 *
 * Periods: every "this week" is the current ISO week, from Monday 00:00 UTC until now; every "this
 * month" is the current calendar month, from the 1st 00:00 UTC until now. Days (profile views) are UTC
 * calendar days. UTC is the one clock of the server and both databases, so every process and the
 * tests count the same way.
 */

/** Largest n of GET dashboard/profile-views/{n}: the last n days, today included. */
export const PROFILE_VIEWS_MAX_DAYS = 365;
/** Largest n of GET dashboard/notifications/{n}. */
export const NOTIFICATIONS_MAX_LIMIT = 100;

const ZCount = z.number().int().min(0);

/** How many of something happened this week, this month and ever (see the periods above). */
export const ZPeriodCounts = z.object({ this_week: ZCount, this_month: ZCount, total: ZCount });
export type TPeriodCounts = z.infer<typeof ZPeriodCounts>;

/** A promoted (featured) offer or service of the user. */
export const ZFeaturedOffer = z.object({
  offer_id: z.number().int(),
  name: z.string(),
  status: ZOfferStatus,
});

/**
 * GET dashboard/data: what the dashboard shows the signed-in user about themselves.
 * - arrangements: the user's arrangements on either side. `requested` and `in_progress` are the
 *   arrangements in that status now; `started` counts those accepted (went in progress) in each period,
 *   whatever their status is now; `completed` counts those completed in each period. `total` of
 *   `started` and `completed` is ever.
 * - ratings: the reviews the user received (as on their public profile).
 * - featured: whether the profile is promoted, and the user's promoted offers (not deleted).
 * - profile: the completion meter of SPEC §9 (the same as GET dashboard/profile-strength).
 * - profile_views: views of the user's profile (one per viewer per day).
 * - unread_notifications: as GET dashboard/unread-notifications-number.
 */
export const ZDashboardData = z.object({
  arrangements: z.object({
    requested: ZCount,
    in_progress: ZCount,
    started: ZPeriodCounts,
    completed: ZPeriodCounts,
  }),
  ratings: ZRatings,
  featured: z.object({ is_profile_featured: z.boolean(), offers: z.array(ZFeaturedOffer) }),
  profile: ZProfileStrength,
  profile_views: ZPeriodCounts,
  unread_notifications: ZCount,
});
export type TDashboardData = z.infer<typeof ZDashboardData>;

/** GET dashboard/profile-views/{n}: n in 1..365. */
export const ZProfileViewsParams = z.object({
  n: z.coerce.number().int().min(1).max(PROFILE_VIEWS_MAX_DAYS),
});
export type TProfileViewsParams = z.infer<typeof ZProfileViewsParams>;

/** One entry per UTC day of the last n days, oldest first, days without views included (0). */
export const ZProfileViews = z.object({
  data: z.array(z.object({ date: z.iso.date(), views: ZCount })),
  total: ZCount,
});
export type TProfileViews = z.infer<typeof ZProfileViews>;

/** What a notification is about (issue 7): every kind has a title and a text in both languages. */
export const NOTIFICATION_KINDS = [
  'ARRANGEMENT_NEW',
  'ARRANGEMENT_ACCEPTED',
  'ARRANGEMENT_DECLINED',
  'ARRANGEMENT_CANCELED',
  'ARRANGEMENT_COMPLETED',
  'ARRANGEMENT_ABORTED',
  'REVIEW_RECEIVED',
  'SOCIAL_ACCOUNT_VERIFIED',
  'OFFER_EXPIRED',
  'EMAIL_NOT_CONFIRMED',
  // Issue 16: the collaboration end to end.
  'PROPOSAL_NEW',
  'PROPOSAL_ACCEPTED',
  'PROPOSAL_DECLINED',
  'ARRANGEMENT_EXPIRED',
  'ARRANGEMENT_EXPIRING',
  'DELIVERY_NEW',
  'DELIVERY_REVISION',
  'DELIVERY_APPROVED',
  'DELIVERY_AUTO_APPROVING',
  'DELIVERY_AUTO_APPROVED',
  // Issue 17: what staff did, with the reason the user reads.
  'SOCIAL_ACCOUNT_REJECTED',
  'USER_UNAPPROVED',
  'USER_APPROVED',
  'OFFER_UNAPPROVED',
  'OFFER_APPROVED',
  'APPEAL_REFUSED',
  'REPORT_RESOLVED',
  'SUPPORT_MESSAGE',
  'ACCOUNT_TYPE_APPROVED',
  'ACCOUNT_TYPE_REFUSED',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * Issue 20, SPEC §3 reminder preference: the notifications that remind of something due (a request
 * about to expire, a delivery about to be approved by itself); mailed and pushed only to users whose
 * reminder preference is on.
 */
export const REMINDER_NOTIFICATION_KINDS: readonly TNotificationKind[] = [
  'ARRANGEMENT_EXPIRING',
  'DELIVERY_AUTO_APPROVING',
];

/**
 * The facts a notification links to and names, as they were when it was made (all optional; which
 * appear depends on the kind): the arrangement, the offer and its name, who acted, a rating, a
 * social account, the email address.
 */
export const ZNotificationData = z.object({
  arrangement_id: z.number().int().optional(),
  offer_id: z.number().int().optional(),
  offer_name: z.string().optional(),
  actor_id: z.number().int().optional(),
  actor_name: z.string().optional(),
  rating: z.number().int().optional(),
  social_account_id: z.number().int().optional(),
  network: z.string().optional(),
  username: z.string().optional(),
  email: z.string().optional(),
  /** Issue 17: staff's reason, note or message. */
  reason: z.string().optional(),
  /** Issue 17: the account type a change request asked for. */
  account_type: z.enum(['INFLUENCER', 'ADVERTISER']).optional(),
});
export type TNotificationData = z.infer<typeof ZNotificationData>;

/** One notification with its title and text in the request's language. */
export const ZNotification = z.object({
  id: z.number().int(),
  kind: ZNotificationKind,
  data: ZNotificationData,
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  title: z.string(),
  text: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET dashboard/notifications/{n}: n in 1..100. */
export const ZNotificationsParams = z.object({
  n: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_LIMIT),
});
export type TNotificationsParams = z.infer<typeof ZNotificationsParams>;

/** The latest n notifications, newest first, and how many are unread in all. */
export const ZNotificationList = z.object({ data: z.array(ZNotification), unread: ZCount });
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** GET dashboard/unread-notifications-number. */
export const ZUnreadNotifications = z.object({ count: ZCount });
export type TUnreadNotifications = z.infer<typeof ZUnreadNotifications>;

/**
 * POST dashboard/notifications/read: `{ ids: [...] }` marks those (only the caller's; others' and
 * unknown ids are ignored), `{ all: true }` marks every one. Already read ones keep their time.
 */
export const ZNotificationsRead = z.union([
  z.object({
    ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .min(1)
      .max(NOTIFICATIONS_MAX_LIMIT),
  }),
  z.object({ all: z.literal(true) }),
]);
export type TNotificationsRead = z.infer<typeof ZNotificationsRead>;

/** The answer of POST dashboard/notifications/read: how many changed, how many are still unread. */
export const ZNotificationsReadResult = z.object({ marked: ZCount, unread: ZCount });
export type TNotificationsReadResult = z.infer<typeof ZNotificationsReadResult>;

/**
 * GET statistics/basic: the user's totals. Arrangements on either side, by status now (every status
 * present, 0 when none). Messages: TEXT messages the user wrote and those written to them (status
 * changes are not messages). Reviews received and given. Profile views: all views and distinct
 * viewers. Offers: the user's offers (not deleted) by status.
 */
export const ZBasicStatistics = z.object({
  arrangements: z.object({
    total: ZCount,
    as_requester: ZCount,
    as_receiver: ZCount,
    by_status: z.object(
      Object.fromEntries(ARRANGEMENT_STATUSES.map((s) => [s, ZCount])) as Record<
        (typeof ARRANGEMENT_STATUSES)[number],
        typeof ZCount
      >,
    ),
  }),
  messages: z.object({ sent: ZCount, received: ZCount }),
  reviews: z.object({ received: ZCount, given: ZCount, average_received: z.number().nullable() }),
  profile_views: z.object({ total: ZCount, unique_viewers: ZCount }),
  offers: z.object({ active: ZCount, paused: ZCount, stopped: ZCount }),
});
export type TBasicStatistics = z.infer<typeof ZBasicStatistics>;
