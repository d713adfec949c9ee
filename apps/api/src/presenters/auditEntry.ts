import type { TAuditEntry } from '@spona/contracts';
import type { AuditRow } from '../domain/console/auditLog';

/** Issue 17: one row of the audit stream as the console shows it. */
export function presentAuditEntry(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    staff: { id: row.staffId, name: row.staffName, email: row.staffEmail },
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}
