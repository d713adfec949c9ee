import {
  ZConsoleAppealList,
  ZConsoleBugList,
  ZConsoleReportDetail,
  ZConsoleReportList,
  ZConsoleTypeRequestList,
  ZConsoleUserDetail,
  ZConsoleUserList,
  ZConsoleVerificationList,
  ZStaffNote,
  type TBugReportStatus,
  type TConsoleBugUpdate,
  type TConsoleReportDetail,
  type TConsoleReportMessage,
  type TConsoleUserDetail,
  type TStaffNote,
  type TTypeRequestStatus,
} from '@spona/contracts';
import type { z } from 'zod';
import { consoleDelete, consoleGet, consoleGetBlob, consolePatch, consolePost } from './staffRequestApi';

/**
 * Issue 17: the console's work (queues, users, offers): query keys, zod-parsed fetchers and the calls
 * that move things. Every call goes through the console client (the staff token).
 */

export type TReportTab = 'open' | 'resolved';
export type TAppealStatusFilter = 'PENDING' | 'ACCEPTED' | 'REFUSED';

/** Query keys of the console's work, so an action refreshes exactly the lists it changed. */
export const consoleWorkKeys = {
  all: ['console', 'work'] as const,
  verifications: (skip: number) => [...consoleWorkKeys.all, 'verifications', skip] as const,
  reports: () => [...consoleWorkKeys.all, 'reports'] as const,
  reportList: (status: TReportTab, skip: number) =>
    [...consoleWorkKeys.reports(), 'list', status, skip] as const,
  report: (id: number) => [...consoleWorkKeys.reports(), 'detail', id] as const,
  bugs: (status: TBugReportStatus | null, skip: number) =>
    [...consoleWorkKeys.all, 'bugs', status ?? 'ALL', skip] as const,
  typeRequests: (status: TTypeRequestStatus, skip: number) =>
    [...consoleWorkKeys.all, 'type-requests', status, skip] as const,
  appeals: (status: TAppealStatusFilter, skip: number) =>
    [...consoleWorkKeys.all, 'appeals', status, skip] as const,
  users: () => [...consoleWorkKeys.all, 'users'] as const,
  userList: (text: string, skip: number) => [...consoleWorkKeys.users(), 'list', text, skip] as const,
  user: (id: number) => [...consoleWorkKeys.users(), 'detail', id] as const,
  /**
   * A bug's screenshot: outside `console` on purpose, so an action's refresh does not read it again
   * (each read is audited).
   */
  bugScreenshot: (id: number) => ['console-files', 'bug-screenshot', id] as const,
  /**
   * Everything of the console: an action refreshes the lists it changed and the queue counts of the
   * navigation and the home (only the queries on screen are fetched again).
   */
  console: ['console'] as const,
};

type Page = { skip: number; limit: number };
const page = (skip: number, limit: number): Page => ({ skip, limit });

async function getParsed<T extends z.ZodType>(
  schema: T,
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  return schema.parse(await consoleGet<unknown>(path, { query, signal }));
}

// ---- Queues ---------------------------------------------------------------------------------------

/** GET console/verifications: social accounts in progress, oldest first. */
export const fetchVerifications = (skip: number, limit: number, signal?: AbortSignal) =>
  getParsed(ZConsoleVerificationList, 'verifications', page(skip, limit), signal);

export const approveVerification = (id: number) => consolePost(`verifications/${id}/approve`, {});
export const rejectVerification = (id: number, reason: string) =>
  consolePost(`verifications/${id}/reject`, { reason });

/** GET console/reports?status=open|resolved. */
export const fetchReports = (status: TReportTab, skip: number, limit: number, signal?: AbortSignal) =>
  getParsed(ZConsoleReportList, 'reports', { status, ...page(skip, limit) }, signal);

/** GET console/reports/{id}: the report, its arrangement and conversation (the read is audited). */
export async function fetchReport(id: number, signal?: AbortSignal): Promise<TConsoleReportDetail> {
  return ZConsoleReportDetail.parse(await consoleGet<unknown>(`reports/${id}`, { signal }));
}

export const resolveReport = (id: number, note: string) =>
  consolePost(`reports/${id}/resolve`, note ? { note } : {});
export const messageReportParty = (id: number, body: TConsoleReportMessage) =>
  consolePost(`reports/${id}/message`, body);
export const abortReportedArrangement = (id: number, reason: string) =>
  consolePost(`reports/${id}/abort`, { reason });

/** A reported arrangement's private file (staff only; the read is audited). */
export const fetchArrangementFile = (arrangementId: number, fileId: number) =>
  consoleGetBlob(`arrangements/${arrangementId}/files/${fileId}`);

/** GET console/bugs?status=, newest first. */
export const fetchBugs = (
  status: TBugReportStatus | null,
  skip: number,
  limit: number,
  signal?: AbortSignal,
) => getParsed(ZConsoleBugList, 'bugs', { status: status ?? undefined, ...page(skip, limit) }, signal);

/**
 * PATCH console/bugs/{id}: status and/or the staff note (null clears it). The answer is not read: the
 * list is fetched again after any change.
 */
export async function updateBug(id: number, body: TConsoleBugUpdate): Promise<void> {
  await consolePatch<unknown>(`bugs/${id}`, body);
}

export const fetchBugScreenshot = (id: number) => consoleGetBlob(`bugs/${id}/screenshot`);

/** GET console/type-requests?status=. */
export const fetchTypeRequests = (
  status: TTypeRequestStatus,
  skip: number,
  limit: number,
  signal?: AbortSignal,
) => getParsed(ZConsoleTypeRequestList, 'type-requests', { status, ...page(skip, limit) }, signal);

export const approveTypeRequest = (id: number, note: string) =>
  consolePost(`type-requests/${id}/approve`, note ? { note } : {});
export const refuseTypeRequest = (id: number, reason: string) =>
  consolePost(`type-requests/${id}/refuse`, { reason });

/** GET console/appeals?status=. */
export const fetchAppeals = (
  status: TAppealStatusFilter,
  skip: number,
  limit: number,
  signal?: AbortSignal,
) => getParsed(ZConsoleAppealList, 'appeals', { status, ...page(skip, limit) }, signal);

export const acceptAppeal = (id: number, note: string) =>
  consolePost(`appeals/${id}/accept`, note ? { note } : {});
export const refuseAppeal = (id: number, reason: string) => consolePost(`appeals/${id}/refuse`, { reason });

// ---- Users and offers -----------------------------------------------------------------------------

/** GET console/users?text=: by name, username or email. */
export const fetchUsers = (text: string, skip: number, limit: number, signal?: AbortSignal) =>
  getParsed(ZConsoleUserList, 'users', { text: text.trim() || undefined, ...page(skip, limit) }, signal);

/** GET console/users/{id}: one user whole (the read is audited). */
export async function fetchUser(id: number, signal?: AbortSignal): Promise<TConsoleUserDetail> {
  return ZConsoleUserDetail.parse(await consoleGet<unknown>(`users/${id}`, { signal }));
}

export const unapproveUser = (id: number, reason: string) => consolePost(`users/${id}/unapprove`, { reason });
export const approveUser = (id: number) => consolePost(`users/${id}/approve`, {});
/** `until`: YYYY-MM-DD, or null for not featured. */
export const setUserFeatured = (id: number, until: string | null) =>
  consolePost(`users/${id}/featured`, { until });
export const resendConfirmation = (id: number) => consolePost(`users/${id}/resend-confirmation`, {});
/** GET console/users/{id}/export: the user's data as JSON (GDPR access; audited). */
export const fetchUserExport = (id: number) => consoleGetBlob(`users/${id}/export`);
/** DELETE console/users/{id}: deletion at the user's request. */
export const deleteUser = (id: number, reason: string) => consoleDelete(`users/${id}`, { reason });

export async function addStaffNote(userId: number, body: string): Promise<TStaffNote> {
  return ZStaffNote.parse(await consolePost<unknown>(`users/${userId}/notes`, { body }));
}

export const unapproveOffer = (id: number, reason: string) =>
  consolePost(`offers/${id}/unapprove`, { reason });
export const approveOffer = (id: number) => consolePost(`offers/${id}/approve`, {});
export const setOfferFeatured = (id: number, until: string | null) =>
  consolePost(`offers/${id}/featured`, { until });
