import type {
  TAccountTypeRequest,
  TConsoleArrangementRef,
  TConsoleBug,
  TConsoleReport,
  TConsoleReportDetail,
  TConsoleTypeRequest,
  TConsoleVerification,
} from '@spona/contracts';
import type { PrivateFileRow } from '../domain/arrangements/collaboration';
import type { BugItem } from '../domain/console/bugReports';
import type { ReportDetail, ReportItem } from '../domain/console/problemReports';
import type { TypeRequestItem, TypeRequestRow } from '../domain/console/typeRequests';
import { profileUrlOf, type VerificationQueueItem } from '../domain/console/verifications';
import { presentConsoleUserRef } from './consoleUser';

/** Issue 17: a social account of the verification queue, with where to check its code. */
export function presentVerification({ account, network, user }: VerificationQueueItem): TConsoleVerification {
  return {
    id: account.id,
    user: presentConsoleUserRef(user),
    network: { id: network.id, name: network.name },
    username: account.username,
    profile_url: profileUrlOf(network.slug, account.username),
    verification_code: account.verificationCode,
    followers: account.followers,
    state: account.verification,
    requested_at: account.verificationRequestedAt?.toISOString() ?? null,
  };
}

const presentFileRef = (file: PrivateFileRow) => ({
  id: file.id,
  name: file.name,
  content_type: file.contentType,
});

/** Issue 17: an arrangement as a console row names it (both parties, the offer, the status). */
export function presentConsoleArrangementRef(
  item: Pick<ReportItem, 'arrangement' | 'offer' | 'requester' | 'receiver'>,
): TConsoleArrangementRef {
  return {
    id: item.arrangement.id,
    status: item.arrangement.status,
    offer: { id: item.offer.id, name: item.offer.name },
    requester: presentConsoleUserRef(item.requester),
    receiver: presentConsoleUserRef(item.receiver),
    created_at: item.arrangement.createdAt.toISOString(),
  };
}

/** Issue 17: a problem report of the console's queue. */
export function presentReport(item: ReportItem): TConsoleReport {
  const { report } = item;
  return {
    id: report.id,
    reporter: presentConsoleUserRef(item.reporter),
    reason: report.reason,
    content: report.content,
    created_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    resolution_note: report.resolutionNote,
    resolved_by: report.resolvedAt ? (item.resolvedByName ?? null) : null,
    arrangement: presentConsoleArrangementRef(item),
  };
}

/** Issue 17: a report with its arrangement's whole conversation and deliveries, read-only. */
export function presentReportDetail(detail: ReportDetail): TConsoleReportDetail {
  return {
    ...presentReport(detail),
    messages: detail.messages.map((message) => ({
      id: message.id,
      sender_id: message.senderId,
      type: message.type,
      text: message.content,
      attachments: (detail.messageFiles.get(message.id) ?? []).map(presentFileRef),
      created_at: message.createdAt.toISOString(),
    })),
    deliveries: detail.deliveries.map(({ delivery, files }) => ({
      id: delivery.id,
      status: delivery.status,
      note: delivery.note,
      links: delivery.links,
      files: files.map(presentFileRef),
      created_at: delivery.createdAt.toISOString(),
    })),
  };
}

/** Issue 17: a bug report of the console's list (the screenshot is fetched on its own). */
export function presentBug({ bug, user }: BugItem): TConsoleBug {
  return {
    id: bug.id,
    problem: bug.problem,
    type: bug.type,
    url: bug.url,
    user_agent: bug.userAgent,
    user: user ? presentConsoleUserRef(user) : null,
    status: bug.status,
    staff_note: bug.staffNote,
    has_screenshot: bug.imageFile !== null,
    created_at: bug.createdAt.toISOString(),
  };
}

/** Issue 17: an account-type request as its user sees it. */
export function presentTypeRequest(request: TypeRequestRow): TAccountTypeRequest {
  return {
    id: request.id,
    status: request.status,
    from_type: request.fromType,
    to_type: request.toType,
    reason: request.reason,
    decision_note: request.decisionNote,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
  };
}

/** Issue 17: an account-type request of the console's queue, with what approval would meet. */
export function presentConsoleTypeRequest(item: TypeRequestItem): TConsoleTypeRequest {
  return {
    ...presentTypeRequest(item.request),
    user: presentConsoleUserRef(item.user),
    active_arrangements: item.activeArrangements,
    offers_to_archive: item.offersToArchive,
  };
}
