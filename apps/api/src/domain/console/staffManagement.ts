import type { TStaffCreate, TStaffUpdate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { conflictWith, NotFound } from '../errors';
import { recordAudit, type AuditActor } from './audit';
import {
  addStaff,
  findStaff,
  presentStaff,
  resetStaffTwoFactor,
  setStaffDisabled,
  setStaffRole,
  type SetupLink,
  type StaffRow,
} from './staffAccounts';

/**
 * Issue 17: the staff changes an admin makes (`console/staff`) and the command line makes (`npm run
 * staff`), each with its audit row in the same transaction (staff.create, staff.update,
 * staff.reset_2fa, with the staff member before and after). The set-up link itself is never audited:
 * it is a credential.
 */

type Options = { actor: AuditActor; publicUrl: string; now?: Date };

/** Adds a staff member; the answer carries the one-time set-up link. */
export async function createStaff(db: Db, input: TStaffCreate, { actor, publicUrl, now }: Options) {
  return db.transaction(async (tx) => {
    const link = await addStaff(tx, input, { publicUrl, now });
    await recordAudit(tx, actor, {
      action: 'staff.create',
      objectType: 'staff',
      objectId: link.staff.id,
      after: presentStaff(link.staff),
    });
    return link;
  });
}

/**
 * Re-roles, disables or enables a staff member. Issue 17: an admin cannot disable or demote
 * themselves (409), so the console always keeps the admin who is using it.
 */
export async function updateStaff(
  db: Db,
  id: number,
  update: TStaffUpdate,
  { actor, now = new Date() }: Omit<Options, 'publicUrl'>,
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const before = await findStaff(tx, id);
    if (!before) throw new NotFound('console.refusals.staffNotFound');
    const isSelf = actor.staff.id === before.id;
    if (isSelf && (update.disabled === true || (update.role && update.role !== before.role))) {
      throw conflictWith('console.refusals.staffSelfChange');
    }
    let after = before;
    if (update.role !== undefined && update.role !== before.role)
      after = await setStaffRole(tx, id, update.role);
    if (update.disabled !== undefined && update.disabled !== (before.disabledAt !== null)) {
      after = await setStaffDisabled(tx, id, update.disabled, now);
    }
    await recordAudit(tx, actor, {
      action: 'staff.update',
      objectType: 'staff',
      objectId: id,
      before: presentStaff(before),
      after: presentStaff(after),
    });
    return after;
  });
}

/**
 * Clears the second factor and the password's use: every session ends, a new set-up link is issued.
 * Not one's own from the console (it would sign the admin out with no way back in but the link).
 */
export async function resetStaff(db: Db, id: number, { actor, publicUrl, now }: Options): Promise<SetupLink> {
  return db.transaction(async (tx) => {
    const before = await findStaff(tx, id);
    if (!before) throw new NotFound('console.refusals.staffNotFound');
    if (actor.staff.id === before.id) {
      throw conflictWith('console.refusals.staffSelfChange');
    }
    const link = await resetStaffTwoFactor(tx, id, { publicUrl, now });
    await recordAudit(tx, actor, {
      action: 'staff.reset_2fa',
      objectType: 'staff',
      objectId: id,
      before: presentStaff(before),
      after: presentStaff(link.staff),
    });
    return link;
  });
}
