import { describe, expect, it } from 'vitest';
import { ZAuditList, ZStaff, ZStaffSetupLink } from '@spona/contracts';
import { bearer } from '../../testing/accounts';
import { buildStaff, requestStaffToken, totpCode } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

async function auditOf(token: string, query: string) {
  const res = await t.call('GET', `console/audit?${query}`, { token });
  expect(res.status).toBe(200);
  return ZAuditList.parse(res.body);
}

describe('console/staff (issue 17)', () => {
  it('lets an admin add a staff member, whose set-up link comes back once, audited', async () => {
    const admin = await buildStaff(t, { role: 'ADMIN' });
    const added = await t.call('POST', 'console/staff', admin, {
      email: 'new.support@spona.test',
      name: 'Nova Podrška',
      role: 'SUPPORT',
    });
    expect(added.status).toBe(201);
    const link = ZStaffSetupLink.parse(added.body);
    expect(link.setup_url.startsWith(`${t.config.publicUrl}/console/setup/`)).toBe(true);
    expect(link.staff).toMatchObject({ role: 'SUPPORT', active: false, disabled: false });
    const list = await t.call<unknown[]>('GET', 'console/staff', admin);
    expect(list.body.map((row) => ZStaff.parse(row).email)).toContain('new.support@spona.test');
    const again = await t.call('POST', 'console/staff', admin, {
      email: 'NEW.support@spona.test',
      name: 'Twice',
      role: 'ADMIN',
    });
    expect(again.status).toBe(409);

    const audit = await auditOf(admin.token, `action=staff.create&object_id=${link.staff.id}`);
    expect(audit.total).toBe(1);
    expect(audit.data[0]).toMatchObject({
      staff: { id: admin.id, email: admin.email },
      object_type: 'staff',
      after: { email: 'new.support@spona.test', role: 'SUPPORT' },
    });
    // The link is a credential: never in the audit.
    expect(JSON.stringify(audit.data[0])).not.toContain(link.setup_url.split('/').at(-1));
  });

  it('re-roles and disables, which ends the sessions at once; never the admin themselves', async () => {
    const admin = await buildStaff(t, { role: 'ADMIN' });
    const support = await buildStaff(t);
    const promoted = await t.call('PATCH', `console/staff/${support.id}`, admin, { role: 'ADMIN' });
    expect(promoted.body).toMatchObject({ role: 'ADMIN' });
    expect((await t.call('GET', 'console/staff', support)).status).toBe(200);

    const disabled = await t.call('PATCH', `console/staff/${support.id}`, admin, { disabled: true });
    expect(disabled.body).toMatchObject({ disabled: true });
    expect((await t.call('GET', 'console/me', support)).status).toBe(401);
    const signIn = await requestStaffToken(t, { ...support, otp: totpCode(support.secret, 2) });
    expect(signIn.status).toBe(400);

    for (const change of [{ disabled: true }, { role: 'SUPPORT' }]) {
      const self = await t.call('PATCH', `console/staff/${admin.id}`, admin, change);
      expect(self.status).toBe(409);
    }
    expect((await t.call('PATCH', `console/staff/${admin.id}`, admin, {})).status).toBe(400);
    expect((await t.call('PATCH', 'console/staff/999999', admin, { disabled: true })).status).toBe(404);

    const audit = await auditOf(admin.token, `object_type=staff&object_id=${support.id}&action=staff.update`);
    expect(audit.data.map((entry) => [entry.before, entry.after])).toEqual([
      [expect.objectContaining({ disabled: false }), expect.objectContaining({ disabled: true })],
      [expect.objectContaining({ role: 'SUPPORT' }), expect.objectContaining({ role: 'ADMIN' })],
    ]);
  });

  it('resets the second factor: sessions end, a new set-up link works', async () => {
    const admin = await buildStaff(t, { role: 'ADMIN' });
    const support = await buildStaff(t);
    const reset = await fetch(`${t.api}/console/staff/${support.id}/reset-2fa`, {
      method: 'POST',
      headers: bearer(admin.token),
    });
    expect(reset.status).toBe(200);
    const link = ZStaffSetupLink.parse(await reset.json());
    expect(link.staff.active).toBe(false);
    expect((await t.call('GET', 'console/me', support)).status).toBe(401);
    const token = link.setup_url.split('/').at(-1)!;
    expect((await fetch(`${t.api}/console/setup/${token}`)).status).toBe(200);
    const own = await fetch(`${t.api}/console/staff/${admin.id}/reset-2fa`, {
      method: 'POST',
      headers: bearer(admin.token),
    });
    expect(own.status).toBe(409);
    const audit = await auditOf(admin.token, `action=staff.reset_2fa&staff_id=${admin.id}`);
    expect(audit.data[0]).toMatchObject({ object_id: String(support.id) });
  });

  it('is for admins only', async () => {
    const support = await buildStaff(t);
    expect((await t.call('GET', 'console/staff', support)).status).toBe(403);
    const add = await t.call('POST', 'console/staff', support, { email: 'x@spona.test', name: 'X' });
    expect(add.status).toBe(403);
  });
});

describe('GET console/audit (issue 17)', () => {
  it('filters by time and answers newest first', async () => {
    const admin = await buildStaff(t, { role: 'ADMIN' });
    for (const name of ['First', 'Second']) {
      await t.call('POST', 'console/staff', admin, { email: `${name}.${admin.id}@spona.test`, name });
    }
    const mine = await auditOf(admin.token, `staff_id=${admin.id}&action=staff.create`);
    expect(mine.data.map((entry) => (entry.after as { name: string }).name)).toEqual(['Second', 'First']);
    const future = await auditOf(admin.token, `staff_id=${admin.id}&from=2999-01-01`);
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf(admin.token, `staff_id=${admin.id}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await t.call('GET', 'console/audit?action=nonsense', admin)).status).toBe(400);
  });
});
