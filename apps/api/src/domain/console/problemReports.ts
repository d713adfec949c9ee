import { asc, count, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrangements, messages, offers, problemReports, staff } from '../../db/schema';
import {
  loadCollaborations,
  loadMessageFiles,
  type DeliveryDetails,
  type PrivateFileRow,
} from '../arrangements/collaboration';
import { lockForOperation, recordChange, type RecordedChange } from '../arrangements/changeArrangement';
import type { ArrangementRow, MessageRow } from '../arrangements/findArrangements';
import { unsafeFindPrivateFile } from '../arrangements/privateFiles';
import { conflictWith, NotFound } from '../errors';
import { notifyInTransaction, type NotificationInput } from '../notifications/notify';
import { recordAudit, type AuditActor } from './audit';
import { unsafeLoadUserRefs, type UserRefRow } from './userRefs';

export type ProblemReportRow = typeof problemReports.$inferSelect;

/** A problem report as the console lists it: the report, who resolved it, and its arrangement. */
export type ReportItem = {
  report: ProblemReportRow;
  reporter: UserRefRow;
  resolvedByName: string | null;
  arrangement: ArrangementRow;
  offer: { id: number; name: string };
  requester: UserRefRow;
  receiver: UserRefRow;
};

/** A report with the whole conversation of its arrangement and its deliveries, read-only. */
export type ReportDetail = ReportItem & {
  messages: MessageRow[];
  messageFiles: Map<number, PrivateFileRow[]>;
  deliveries: DeliveryDetails[];
};

const reportColumns = {
  report: problemReports,
  resolvedByName: staff.name,
  arrangement: arrangements,
  offer: { id: offers.id, name: offers.name },
};

async function withUsers(
  db: Db,
  rows: {
    report: ProblemReportRow;
    resolvedByName: string | null;
    arrangement: ArrangementRow;
    offer: { id: number; name: string };
  }[],
): Promise<ReportItem[]> {
  const users = await unsafeLoadUserRefs(
    db,
    rows.flatMap((r) => [r.report.reporterId, r.arrangement.requesterId, r.arrangement.receiverId]),
  );
  return rows.map((r) => ({
    ...r,
    reporter: users.get(r.report.reporterId)!,
    requester: users.get(r.arrangement.requesterId)!,
    receiver: users.get(r.arrangement.receiverId)!,
  }));
}

const reportQuery = (db: Db) =>
  db
    .select(reportColumns)
    .from(problemReports)
    .innerJoin(arrangements, eq(arrangements.id, problemReports.arrangementId))
    .innerJoin(offers, eq(offers.id, arrangements.offerId))
    .leftJoin(staff, eq(staff.id, problemReports.resolvedBy));

/**
 * Issue 17, GET console/reports: open reports oldest first (the queue), resolved ones newest first.
 * No access check: staff only.
 */
export async function unsafeFindReports(
  db: Db,
  { status, skip, limit }: { status: 'open' | 'resolved'; skip: number; limit: number },
): Promise<{ rows: ReportItem[]; total: number }> {
  const isOpen = status === 'open';
  const where = isOpen ? isNull(problemReports.resolvedAt) : isNotNull(problemReports.resolvedAt);
  const [rows, [counted]] = await Promise.all([
    reportQuery(db)
      .where(where)
      .orderBy(
        isOpen ? asc(problemReports.createdAt) : desc(problemReports.resolvedAt),
        isOpen ? asc(problemReports.id) : desc(problemReports.id),
      )
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(problemReports).where(where),
  ]);
  return { rows: await withUsers(db, rows), total: counted?.total ?? 0 };
}

/** The problem reports on a user's arrangements, whoever reported them, newest first (the user's page). */
export async function unsafeFindReportsOfUser(db: Db, userId: number): Promise<ReportItem[]> {
  const rows = await reportQuery(db)
    .where(or(eq(arrangements.requesterId, userId), eq(arrangements.receiverId, userId)))
    .orderBy(desc(problemReports.createdAt), desc(problemReports.id));
  return withUsers(db, rows);
}

/** One report with its arrangement, or NotFound. No access check: staff only. */
export async function unsafeFindReport(db: Db, id: number): Promise<ReportItem> {
  const [row] = await reportQuery(db).where(eq(problemReports.id, id));
  if (!row) throw new NotFound();
  return (await withUsers(db, [row]))[0]!;
}

/**
 * Issue 17, GET console/reports/{id}: the report, the whole conversation of its arrangement (oldest
 * first, with its files) and its deliveries. Every such read by staff is audited ('report.read' of the
 * arrangement), in the same transaction as the read: no read without its record.
 */
export async function readReportAudited(db: Db, actor: AuditActor, id: number): Promise<ReportDetail> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const item = await unsafeFindReport(tx, id);
    const thread = await tx
      .select()
      .from(messages)
      .where(eq(messages.arrangementId, item.arrangement.id))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    // One after the other: a transaction is one connection.
    const messageFiles = await loadMessageFiles(
      tx,
      thread.map((m) => m.id),
    );
    const collaborations = await loadCollaborations(tx, [item.arrangement.id]);
    await recordAudit(tx, actor, {
      action: 'report.read',
      objectType: 'arrangement',
      objectId: item.arrangement.id,
      after: { report_id: id },
    });
    return {
      ...item,
      messages: thread,
      messageFiles,
      deliveries: collaborations.get(item.arrangement.id)?.deliveries ?? [],
    };
  });
}

/** Locks an open report for a decision: NotFound, or 409 when it is resolved already. */
async function lockOpenReport(tx: Db, id: number): Promise<ProblemReportRow> {
  const [report] = await tx.select().from(problemReports).where(eq(problemReports.id, id)).for('update');
  if (!report) throw new NotFound();
  if (report.resolvedAt) {
    throw conflictWith('console.refusals.reportResolved');
  }
  return report;
}

/**
 * Issue 17, POST console/reports/{id}/resolve: resolved now by the staff member, with the note the
 * reporter reads (REPORT_RESOLVED). Already resolved: 409.
 */
export async function resolveReport(
  db: Db,
  actor: AuditActor,
  id: number,
  note: string | undefined,
): Promise<{ arrangementId: number; notices: NotificationInput[] }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const report = await lockOpenReport(tx, id);
    await tx
      .update(problemReports)
      .set({ resolvedAt: new Date(), resolvedBy: actor.staff.id, resolutionNote: note ?? null })
      .where(eq(problemReports.id, id));
    await recordAudit(tx, actor, {
      action: 'report.resolve',
      objectType: 'problem_report',
      objectId: id,
      before: { resolved: false },
      after: { resolved: true, note: note ?? null },
    });
    const [offer] = await tx
      .select({ id: offers.id, name: offers.name })
      .from(arrangements)
      .innerJoin(offers, eq(offers.id, arrangements.offerId))
      .where(eq(arrangements.id, report.arrangementId));
    const notices: NotificationInput[] = [
      {
        userId: report.reporterId,
        kind: 'REPORT_RESOLVED',
        data: {
          arrangement_id: report.arrangementId,
          ...(offer ? { offer_id: offer.id, offer_name: offer.name } : {}),
          ...(note ? { reason: note } : {}),
        },
      },
    ];
    await notifyInTransaction(tx, async () => notices);
    return { arrangementId: report.arrangementId, notices };
  });
}

/**
 * Issue 17, POST console/reports/{id}/message: support writes to one party of the reported
 * arrangement (SUPPORT_MESSAGE with the text, mailed after the commit). Works on resolved reports too:
 * support may follow up.
 */
export async function messageReportParty(
  db: Db,
  actor: AuditActor,
  id: number,
  { to, text }: { to: 'REQUESTER' | 'RECEIVER'; text: string },
): Promise<{ arrangementId: number; notices: NotificationInput[] }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const item = await unsafeFindReport(tx, id);
    const userId = to === 'REQUESTER' ? item.arrangement.requesterId : item.arrangement.receiverId;
    await recordAudit(tx, actor, {
      action: 'report.message',
      objectType: 'problem_report',
      objectId: id,
      after: { to, user_id: userId, text },
    });
    const notices: NotificationInput[] = [
      {
        userId,
        kind: 'SUPPORT_MESSAGE',
        data: {
          arrangement_id: item.arrangement.id,
          offer_id: item.offer.id,
          offer_name: item.offer.name,
          reason: text,
        },
      },
    ];
    await notifyInTransaction(tx, async () => notices);
    return { arrangementId: item.arrangement.id, notices };
  });
}

/**
 * Issue 17, POST console/reports/{id}/abort: support aborts the reported arrangement on the reporter's
 * behalf, through the one state machine (the same lock and rules as POST management/abort: refused
 * by the table, 409), the reason in the thread as the reporter's abort reason; the other party is
 * notified as if the reporter had aborted. Audited in the same commit.
 */
export async function abortForReporter(
  db: Db,
  actor: AuditActor,
  id: number,
  reason: string,
): Promise<RecordedChange> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [report] = await tx.select().from(problemReports).where(eq(problemReports.id, id));
    if (!report) throw new NotFound();
    const reporter = { userId: report.reporterId };
    const locked = await lockForOperation(tx, report.arrangementId, reporter, 'ABORT');
    const recorded = await recordChange(
      tx,
      locked,
      reporter,
      [{ type: 'TEXT', content: reason }],
      [{ kind: 'ARRANGEMENT_ABORTED' }],
    );
    await recordAudit(tx, actor, {
      action: 'report.abort',
      objectType: 'arrangement',
      objectId: report.arrangementId,
      before: { status: locked.row.status },
      after: { status: recorded.arrangement.status, report_id: id, reason },
    });
    return recorded;
  });
}

/**
 * Issue 17, GET console/arrangements/{id}/files/{fileId}: a private file of an arrangement somebody
 * reported (staff read no other arrangement's files), audited ('file.read') before it is served.
 * NotFound for anything else.
 */
export async function findReportedFileAudited(
  db: Db,
  actor: AuditActor,
  arrangementId: number,
  fileId: number,
): Promise<PrivateFileRow> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [reported] = await tx
      .select({ id: problemReports.id })
      .from(problemReports)
      .where(eq(problemReports.arrangementId, arrangementId))
      .limit(1);
    const found = reported ? await unsafeFindPrivateFile(tx, arrangementId, fileId) : undefined;
    if (!found) throw new NotFound();
    await recordAudit(tx, actor, {
      action: 'file.read',
      objectType: 'arrangement',
      objectId: arrangementId,
      after: { file_id: fileId, name: found.file.name },
    });
    return found.file;
  });
}
