import type { TArrangementStatus, TUserSummary } from '@spona/contracts';

/** Badge colours of the arrangement statuses. */
export const STATUS_COLORS: Record<TArrangementStatus, string> = {
  REQUESTED: 'yellow',
  IN_PROGRESS: 'teal',
  COMPLETED: 'blue',
  ABORTED: 'red',
  DECLINED: 'gray',
  CANCELED: 'gray',
  EXPIRED: 'gray',
};

/** SPEC §7 Assets: the photo, or the initials image when there is none. */
export function findAvatarUrl(user: TUserSummary): string {
  return user.image_url ?? user.initials_url;
}

/** The name a participant goes by. */
export function formatPersonName(user: TUserSummary): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
