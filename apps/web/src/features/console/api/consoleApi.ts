import {
  CONSOLE_SCOPE,
  ZAuditList,
  ZConsoleOverview,
  ZConsoleSetupInfo,
  ZStaff,
  ZStaffSetupLink,
  ZStaffTokenResponse,
  type TAuditFilter,
  type TConsoleOverview,
  type TConsoleSetupBody,
  type TConsoleSetupInfo,
  type TStaff,
  type TStaffCreate,
  type TStaffSetupLink,
  type TStaffTokenResponse,
  type TStaffUpdate,
} from '@spona/contracts';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../lib/apiClient';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';
import { consoleGet, consolePatch, consolePost } from './staffRequestApi';

/**
 * Issue 17: the console shell's calls (session, set-up, home numbers, audit, staff admin), each answer
 * parsed with its contract. The queues' and users' calls live beside their pages.
 */

/** Query keys of the console, so a change refreshes exactly what it touched. */
export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
  overview: () => [...consoleKeys.all, 'overview'] as const,
  audit: (filter: Partial<TAuditFilter>) => [...consoleKeys.all, 'audit', filter] as const,
  staff: () => [...consoleKeys.all, 'staff'] as const,
  setup: (token: string) => [...consoleKeys.all, 'setup', token] as const,
};

/**
 * POST oauth/token with the password grant, scope `console` and the authenticator's code. Sent without
 * any token: a user signed in in the same browser must not lend theirs.
 */
export async function requestStaffToken(
  email: string,
  password: string,
  otp: string,
): Promise<TStaffTokenResponse> {
  const { oauthClientId, oauthClientSecret } = getRuntimeConfig();
  const answer = await apiPost<unknown>(
    'oauth/token',
    {
      grant_type: 'password',
      scope: CONSOLE_SCOPE,
      client_id: oauthClientId,
      client_secret: oauthClientSecret ?? '',
      username: email.trim(),
      password,
      otp: otp.trim(),
    },
    { skipTokenRefresh: true, bearerToken: null },
  );
  return ZStaffTokenResponse.parse(answer);
}

/** GET console/me: the signed-in staff member. */
export async function fetchMe(signal?: AbortSignal): Promise<TStaff> {
  return ZStaff.parse(await consoleGet('me', { signal }));
}

/** POST console/logout: ends this staff session on the server. */
export async function logOutStaff(): Promise<void> {
  await consolePost('logout');
}

/** GET console/setup/{token} (public: the link is the credential): the secret to enrol. */
export async function fetchSetup(token: string, signal?: AbortSignal): Promise<TConsoleSetupInfo> {
  const answer = await apiGet<unknown>(`console/setup/${encodeURIComponent(token)}`, {
    signal,
    bearerToken: null,
  });
  return ZConsoleSetupInfo.parse(answer);
}

/** POST console/setup/{token}: the password and a current code; the link works once. */
export async function completeSetup(token: string, body: TConsoleSetupBody): Promise<TStaff> {
  const answer = await apiPost<unknown>(`console/setup/${encodeURIComponent(token)}`, body, {
    bearerToken: null,
  });
  return ZStaff.parse(answer);
}

/** GET console/overview: queue sizes, the median time to verify, 12 weeks of figures. */
export async function fetchOverview(signal?: AbortSignal): Promise<TConsoleOverview> {
  return ZConsoleOverview.parse(await consoleGet('overview', { signal }));
}

/** GET console/audit, newest first. */
export async function fetchAudit(filter: Partial<TAuditFilter>, signal?: AbortSignal): Promise<TAuditList> {
  return ZAuditList.parse(await consoleGet('audit', { query: filter, signal }));
}

/** One page of GET console/audit. */
export type TAuditList = z.infer<typeof ZAuditList>;

const ZStaffList = z.object({ data: z.array(ZStaff) }).or(z.array(ZStaff));

/** GET console/staff (admin); the list may come bare or as `{ data }`. */
export async function fetchStaff(signal?: AbortSignal): Promise<TStaff[]> {
  const answer = ZStaffList.parse(await consoleGet('staff', { signal }));
  return Array.isArray(answer) ? answer : answer.data;
}

/** POST console/staff (admin): a new staff member and their one-time set-up link. */
export async function createStaff(body: TStaffCreate): Promise<TStaffSetupLink> {
  return ZStaffSetupLink.parse(await consolePost('staff', body));
}

/** PATCH console/staff/{id} (admin): re-role, disable or enable. */
export async function updateStaff(id: number, body: TStaffUpdate): Promise<TStaff> {
  return ZStaff.parse(await consolePatch(`staff/${id}`, body));
}

/** POST console/staff/{id}/reset-2fa (admin): a new set-up link; the old password and secret stop working. */
export async function resetStaffTwoFactor(id: number): Promise<TStaffSetupLink> {
  return ZStaffSetupLink.parse(await consolePost(`staff/${id}/reset-2fa`));
}
