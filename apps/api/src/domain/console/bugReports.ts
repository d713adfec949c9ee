import { count, desc, eq } from 'drizzle-orm';
import type { TBugReportStatus, TConsoleBugUpdate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { bugReports } from '../../db/schema';
import { NotFound } from '../errors';
import { recordAudit, type AuditActor } from './audit';
import { unsafeLoadUserRefs, type UserRefRow } from './userRefs';

export type BugReportRow = typeof bugReports.$inferSelect;
export type BugItem = { bug: BugReportRow; user: UserRefRow | null };

async function withUsers(db: Db, rows: BugReportRow[]): Promise<BugItem[]> {
  const users = await unsafeLoadUserRefs(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map((bug) => ({ bug, user: bug.userId === null ? null : (users.get(bug.userId) ?? null) }));
}

/** Issue 17, GET console/bugs: bug reports newest first, of one status or all. No access check: staff only. */
export async function unsafeFindBugs(
  db: Db,
  { status, skip, limit }: { status?: TBugReportStatus; skip: number; limit: number },
): Promise<{ rows: BugItem[]; total: number }> {
  const where = status ? eq(bugReports.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bugReports)
      .where(where)
      .orderBy(desc(bugReports.createdAt), desc(bugReports.id))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(bugReports).where(where),
  ]);
  return { rows: await withUsers(db, rows), total: counted?.total ?? 0 };
}

/**
 * Issue 17, PATCH console/bugs/{id}: staff move a bug report NEW → TRIAGED → DONE (or back) and keep a
 * note; DONE sets resolved_at, any other status clears it. Audited with what it was before.
 */
export async function updateBug(
  db: Db,
  actor: AuditActor,
  id: number,
  input: TConsoleBugUpdate,
): Promise<BugItem> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [before] = await tx.select().from(bugReports).where(eq(bugReports.id, id)).for('update');
    if (!before) throw new NotFound();
    const status = input.status ?? before.status;
    const [bug] = await tx
      .update(bugReports)
      .set({
        status,
        resolvedAt: status === 'DONE' ? (before.status === 'DONE' ? before.resolvedAt : new Date()) : null,
        ...(input.staff_note !== undefined ? { staffNote: input.staff_note || null } : {}),
      })
      .where(eq(bugReports.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'bug.update',
      objectType: 'bug_report',
      objectId: id,
      before: { status: before.status, staff_note: before.staffNote },
      after: { status: bug!.status, staff_note: bug!.staffNote },
    });
    return (await withUsers(tx, [bug!]))[0]!;
  });
}

/**
 * Issue 17, GET console/bugs/{id}/screenshot: the stored file's name of a report's screenshot, audited
 * ('bug.screenshot_read') as it is read. NotFound when the report is unknown or has none.
 */
export async function findScreenshotAudited(db: Db, actor: AuditActor, id: number): Promise<string> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [bug] = await tx
      .select({ imageFile: bugReports.imageFile })
      .from(bugReports)
      .where(eq(bugReports.id, id));
    if (!bug?.imageFile) throw new NotFound();
    await recordAudit(tx, actor, { action: 'bug.screenshot_read', objectType: 'bug_report', objectId: id });
    return bug.imageFile;
  });
}
