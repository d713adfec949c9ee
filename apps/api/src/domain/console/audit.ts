import type { TAuditAction, TAuditObjectType } from '@spona/contracts';
import { staffAudit } from '../../db/schema';
import { storableJson } from '../storableJson';
import type { Queryable } from '../accounts/tokens';
import type { StaffRow } from './staffAccounts';

/**
 * Who did it and from where: the staff member and the request's address and browser. The command line
 * (`npm run staff`) acts as no staff member: id null, its name and the OS user instead.
 */
export type AuditActor = {
  staff: Omit<Pick<StaffRow, 'id' | 'name' | 'email'>, 'id'> & { id: number | null };
  ip: string | null;
  userAgent: string | null;
};

export type AuditRecord = {
  action: TAuditAction;
  objectType: TAuditObjectType;
  objectId?: number | string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Issue 17: appends one row to the audit stream, inside the caller's transaction so the record and the
 * change it tells of commit together (or neither does). The table refuses UPDATE and DELETE.
 */
export async function recordAudit(db: Queryable, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: actor.staff.id,
    staffName: actor.staff.name,
    staffEmail: actor.staff.email,
    action: record.action,
    objectType: record.objectType,
    objectId: record.objectId === undefined || record.objectId === null ? null : String(record.objectId),
    before: storableJson(record.before),
    after: storableJson(record.after),
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}
