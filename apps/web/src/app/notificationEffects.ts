import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TNotificationKind } from '@spona/contracts';
import { appEvents } from '../lib/appEvents';
import { i18n, loadFeatureTexts } from '../lib/i18n';
import { CURRENT_USER_QUERY_KEY } from '../features/auth/currentUser';
import { PROFILE_QUERY_KEYS } from '../features/profile/api/profileApi';
import { ACCOUNT_TYPE_REQUEST_QUERY_KEY } from '../features/settings/api/settingsApi';

type TLiveNoticeKind = Extract<
  TNotificationKind,
  | 'SOCIAL_ACCOUNT_VERIFIED'
  | 'SOCIAL_ACCOUNT_REJECTED'
  | 'USER_UNAPPROVED'
  | 'USER_APPROVED'
  | 'OFFER_UNAPPROVED'
  | 'OFFER_APPROVED'
  | 'APPEAL_REFUSED'
  | 'REPORT_RESOLVED'
  | 'SUPPORT_MESSAGE'
  | 'ACCOUNT_TYPE_APPROVED'
  | 'ACCOUNT_TYPE_REFUSED'
>;

/**
 * Issue 17: what each notification of staff's work changes on screen, besides the notification lists
 * (features/dashboard/lib/dashboardRefresh): the creator sees "verified" in the networks tab, the owner
 * the flag in the editor, the account its new type (the app follows the type of GET auth/user).
 */
const REFRESHED_BY_KIND: Record<TLiveNoticeKind, readonly QueryKey[]> = {
  SOCIAL_ACCOUNT_VERIFIED: [PROFILE_QUERY_KEYS.social, PROFILE_QUERY_KEYS.strength],
  SOCIAL_ACCOUNT_REJECTED: [PROFILE_QUERY_KEYS.social],
  USER_UNAPPROVED: [CURRENT_USER_QUERY_KEY, PROFILE_QUERY_KEYS.ownPublic],
  USER_APPROVED: [CURRENT_USER_QUERY_KEY, PROFILE_QUERY_KEYS.ownPublic],
  OFFER_UNAPPROVED: [PROFILE_QUERY_KEYS.offers],
  OFFER_APPROVED: [PROFILE_QUERY_KEYS.offers],
  APPEAL_REFUSED: [CURRENT_USER_QUERY_KEY, PROFILE_QUERY_KEYS.offers],
  REPORT_RESOLVED: [],
  SUPPORT_MESSAGE: [],
  ACCOUNT_TYPE_APPROVED: [CURRENT_USER_QUERY_KEY, PROFILE_QUERY_KEYS.all, ACCOUNT_TYPE_REQUEST_QUERY_KEY],
  ACCOUNT_TYPE_REFUSED: [ACCOUNT_TYPE_REQUEST_QUERY_KEY],
};

const isLiveNoticeKind = (kind: TNotificationKind): kind is TLiveNoticeKind => kind in REFRESHED_BY_KIND;

/**
 * Refetches what a notification of staff's work names and shows its title in a snackbar (the texts
 * load with the feature pages' group, fetched first if this tab has not needed it yet). Started with
 * the signed-in user's real-time session (app/realtimeRuntime.ts); returns the function that stops it.
 */
export function startNotificationEffects(queryClient: QueryClient): () => void {
  return appEvents.on('notificationNew', ({ notification }) => {
    const { kind } = notification;
    if (!isLiveNoticeKind(kind)) return;
    for (const queryKey of REFRESHED_BY_KIND[kind]) void queryClient.invalidateQueries({ queryKey });
    void loadFeatureTexts().then(
      () => appEvents.emit('showSnackbar', { text: i18n.t(`dashboard:liveNotice.${kind}`) }),
      () => undefined,
    );
  });
}
