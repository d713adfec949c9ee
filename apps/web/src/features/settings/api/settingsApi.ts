import { queryOptions } from '@tanstack/react-query';
import {
  ACCOUNT_TYPE_REQUEST_PATH,
  SETTINGS_PATHS,
  ZAccountTypeRequestAnswer,
  ZAuthUser,
  ZTokenResponse,
  type TAccountTypeRequestCreate,
  type TAuthUser,
  type TEmailChange,
  type TNotificationSettings,
  type TPasswordChange,
  type TTokenResponse,
} from '@spona/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/apiClient';

/*
 * The settings page's calls. PUT settings/language is in features/auth/api/authApi.ts: the signed-in
 * session saves the language on every switch, from the first route, which takes no schema (issue 7).
 */

/** SPEC §2 and §6: POST settings/password/check, the password asked again before settings open. */
export async function checkPassword(password: string): Promise<void> {
  await apiPost<unknown>(SETTINGS_PATHS.passwordCheck, { password });
}

/** PUT settings/username (SPEC §5: required, not taken). */
export async function saveUsername(username: string): Promise<TAuthUser> {
  return ZAuthUser.parse(await apiPut<unknown>(SETTINGS_PATHS.username, { username }));
}

/** PUT settings/notifications: email and push preferences, one or more at a time. */
export async function saveNotifications(settings: TNotificationSettings): Promise<TAuthUser> {
  return ZAuthUser.parse(await apiPut<unknown>(SETTINGS_PATHS.notifications, settings));
}

/** PUT settings/email: a new address, confirmed again by mail; the password is asked once more. */
export async function changeEmail(body: TEmailChange): Promise<TAuthUser> {
  return ZAuthUser.parse(await apiPut<unknown>(SETTINGS_PATHS.email, body));
}

/** POST settings/email/resend: a new confirmation link for an unconfirmed address. */
export async function resendEmailConfirmation(): Promise<void> {
  await apiPost<unknown>(SETTINGS_PATHS.emailResend);
}

/** PUT settings/password: every token is revoked and a new pair answers for this session. */
export async function changePassword(body: TPasswordChange): Promise<TTokenResponse> {
  return ZTokenResponse.parse(await apiPut<unknown>(SETTINGS_PATHS.password, body));
}

/** DELETE settings/account (SPEC §6): permanent, after the confirmation and the password. */
export async function deleteAccount(password: string): Promise<void> {
  await apiDelete<unknown>(SETTINGS_PATHS.account, { body: { password } });
}

/** Query key of the user's account-type change request. */
export const ACCOUNT_TYPE_REQUEST_QUERY_KEY = ['settings', 'account-type-request'] as const;

/** Issue 17 GET settings/account-type-request: the user's latest request and staff's answer, or none. */
export const accountTypeRequestQuery = () =>
  queryOptions({
    queryKey: ACCOUNT_TYPE_REQUEST_QUERY_KEY,
    queryFn: async () =>
      ZAccountTypeRequestAnswer.parse(await apiGet<unknown>(ACCOUNT_TYPE_REQUEST_PATH)).request,
  });

/** Issue 17 POST settings/account-type-request: ask support to change the account type, with a reason. */
export async function requestAccountTypeChange(body: TAccountTypeRequestCreate): Promise<void> {
  await apiPost<unknown>(ACCOUNT_TYPE_REQUEST_PATH, body);
}
