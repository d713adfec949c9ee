import { generatedAvatarUrl, type TArrangementStatus, type TUserSummary } from '@spona/contracts';

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

/** The photo, or the illustrated avatar generated for the user when there is none (issue 18). */
export function findAvatarUrl(user: TUserSummary): string {
  return user.image_url ?? generatedAvatarUrl(user.id);
}

/** The name a participant goes by. */
export function formatPersonName(user: TUserSummary): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
