import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema';
import { ZStaff, ZStaffTokenResponse } from '@spona/contracts';
import { useTestServer } from '../../testing/useTestServer';
import { bearer, buildAccount, jsonHeaders, signIn } from '../../testing/accounts';
import { buildStaff, requestStaffToken, totpCode } from '../../testing/staff';
import { addStaff } from '../../domain/console/staffAccounts';

const t = useTestServer();

describe('staff sign-in (issue 17)', () => {
  it('sets up once from the link, signs in with a TOTP code, and the token works on console/* only', async () => {
    const staff = await buildStaff(t);
    const me = await fetch(`${t.api}/console/me`, { headers: bearer(staff.token) });
    expect(me.status).toBe(200);
    expect(ZStaff.parse(await me.json())).toMatchObject({
      email: staff.email,
      role: 'SUPPORT',
      active: true,
    });
    // A staff token is no user token.
    expect((await fetch(`${t.api}/auth/user`, { headers: bearer(staff.token) })).status).toBe(401);
  });

  it('signs out: the token stops working, and the audit has the sign-in and the sign-out', async () => {
    const staff = await buildStaff(t);
    const out = await fetch(`${t.api}/console/logout`, { method: 'POST', headers: bearer(staff.token) });
    expect(out.status).toBe(204);
    expect((await fetch(`${t.api}/console/me`, { headers: bearer(staff.token) })).status).toBe(401);
    const rows = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, staff.id), eq(staffAudit.objectType, 'staff')));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['staff.sign_in', 'staff.sign_out']));
  });

  it('answers 400 invalid_grant without a valid code, and a code works once', async () => {
    const staff = await buildStaff(t);
    const missing = await requestStaffToken(t, { email: staff.email, password: staff.password, otp: '' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_grant' });
    const code = totpCode(staff.secret, -1);
    // -1: older than the sign-in of buildStaff, which claimed step +1.
    expect((await requestStaffToken(t, { ...staff, otp: code })).status).toBe(400);
    const next = totpCode(staff.secret, 0);
    expect((await requestStaffToken(t, { ...staff, otp: next })).status).toBe(400);
  });

  it('gives a user token nothing on the console, whatever its scope', async () => {
    const account = await buildAccount(t);
    const tokens = await signIn(t, account.email, account.password);
    const res = await fetch(`${t.api}/console/me`, { headers: bearer(tokens.access_token) });
    expect(res.status).toBe(403);
    expect((await fetch(`${t.api}/console/me`, { headers: jsonHeaders })).status).toBe(401);
    const asStaff = await requestStaffToken(t, {
      email: account.email,
      password: account.password,
      otp: '123456',
    });
    expect(asStaff.status).toBe(400);
  });

  it('the set-up link works once', async () => {
    const link = await addStaff(
      t.database.db,
      { email: 'once@spona.test', name: 'Once', role: 'SUPPORT' },
      { publicUrl: t.origin },
    );
    const token = link.setupUrl.split('/').at(-1)!;
    const info = (await (await fetch(`${t.api}/console/setup/${token}`)).json()) as { totp_uri: string };
    expect(info.totp_uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = new URL(info.totp_uri).searchParams.get('secret')!;
    const body = JSON.stringify({ password: 'a-long-password', otp: totpCode(secret) });
    const first = await fetch(`${t.api}/console/setup/${token}`, {
      method: 'POST',
      headers: jsonHeaders,
      body,
    });
    expect(first.status).toBe(200);
    const second = await fetch(`${t.api}/console/setup/${token}`, {
      method: 'POST',
      headers: jsonHeaders,
      body,
    });
    expect(second.status).toBe(404);
    const signedIn = await requestStaffToken(t, {
      email: 'once@spona.test',
      password: 'a-long-password',
      otp: totpCode(secret, 1),
    });
    expect(ZStaffTokenResponse.parse(await signedIn.json()).expires_in).toBeLessThanOrEqual(8 * 3600);
  });
});
