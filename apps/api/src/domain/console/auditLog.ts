import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { TAuditFilter } from '@spona/contracts';
import { staffAudit } from '../../db/schema';
import type { Queryable } from '../accounts/tokens';

export type AuditRow = typeof staffAudit.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `to` as a bare date means the whole of that day (UTC); a date-time is taken as it is. */
function rangeOf(filter: Pick<TAuditFilter, 'from' | 'to'>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(staffAudit.createdAt, new Date(filter.from)));
  if (filter.to) {
    conditions.push(
      isDateOnly(filter.to)
        ? lt(staffAudit.createdAt, new Date(new Date(filter.to).getTime() + DAY_MS))
        : lte(staffAudit.createdAt, new Date(filter.to)),
    );
  }
  return conditions;
}

/**
 * Issue 17: a page of the audit stream, newest first, filtered by who (staff_id), what (action,
 * object_type, object_id) and when (from, to). Reading only: nothing here or anywhere in the API
 * changes or deletes an audit row, and the table refuses it (migration 0020).
 */
export async function findAuditEntries(
  db: Queryable,
  filter: TAuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    filter.staff_id === undefined ? undefined : eq(staffAudit.staffId, filter.staff_id),
    filter.action === undefined ? undefined : eq(staffAudit.action, filter.action),
    filter.object_type === undefined ? undefined : eq(staffAudit.objectType, filter.object_type),
    filter.object_id === undefined ? undefined : eq(staffAudit.objectId, filter.object_id),
    ...rangeOf(filter),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
      .limit(filter.limit)
      .offset(filter.skip),
    db.select({ n: count() }).from(staffAudit).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}
