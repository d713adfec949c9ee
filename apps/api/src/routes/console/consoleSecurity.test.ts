import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  OAUTH_CLIENT_ID,
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_IP,
} from '@spona/contracts';
import { staff, staffAudit, staffSessions } from '../../db/schema';
import { clientSecret, jsonHeaders } from '../../testing/accounts';
import { buildAdvertiser, buildCreator } from '../../testing/factories';
import { buildStaff, totpCode, type TestStaff } from '../../testing/staff';
import { operationsOf, type OpenApiDocument } from '../../testing/sweep/sweepOperation';
import type { Operation } from '../../testing/sweep/wire';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

/** The set-up link is its own credential (public on purpose): the one console route open to anyone. */
const isPublic = (op: Operation) => op.path.startsWith('/api/v1/console/setup/');
/** The routes of `config: { staffRole: 'ADMIN' }`. */
const isAdminOnly = (op: Operation) => /^\/api\/v1\/console\/staff(\/|$)/.test(op.path);

async function consoleOperations(): Promise<Operation[]> {
  const doc = (await (await fetch(`${t.api}/openapi.json`)).json()) as OpenApiDocument;
  // Signing out ends the caller's session: last, so that it does not answer for the others.
  const isLogout = (op: Operation) => op.path.endsWith('/logout');
  return operationsOf(doc)
    .filter((op) => op.path.startsWith('/api/v1/console/') && !isPublic(op))
    .sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
}

let address = 0;
/** Each call from its own address, so the per-address limits of the routes never answer first. */
const nextAddress = () => `198.51.${(address >> 8) & 255}.${(address += 1) & 255}`;

async function statusOf(op: Operation, token: string | null, ip = nextAddress()): Promise<number> {
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(op.method);
  const res = await fetch(`${t.origin}${op.path.replace(/\{\w+\}/g, '1')}`, {
    method: op.method,
    headers: {
      'x-forwarded-for': ip,
      'app-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? '{}' : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * A code the server has not seen yet: buildStaff claimed the steps up to the next one, so the last
 * accepted step is moved back as if a minute had passed (a code is one step of 30 s, each works once).
 */
async function unusedCode(member: TestStaff): Promise<string> {
  const step = Math.floor(Date.now() / 30_000);
  await t.database.db
    .update(staff)
    .set({ totpLastStep: step - 2 })
    .where(eq(staff.id, member.id));
  return totpCode(member.secret, 0);
}

async function staffSignIn(fields: { email: string; password: string; otp: string }, ip: string) {
  return fetch(`${t.api}/oauth/token`, {
    method: 'POST',
    headers: { ...jsonHeaders, 'x-forwarded-for': ip },
    body: JSON.stringify({
      grant_type: 'password',
      scope: 'console',
      client_id: OAUTH_CLIENT_ID,
      client_secret: await clientSecret(t),
      username: fields.email,
      password: fields.password,
      otp: fields.otp,
    }),
  });
}

describe('the console refuses everyone but signed-in staff (issue 17, Security)', () => {
  it('walks every console operation of the OpenAPI document as each kind of caller', async () => {
    const operations = await consoleOperations();
    expect(operations.length).toBeGreaterThanOrEqual(6);
    const [creator, advertiser] = await Promise.all([buildCreator(t), buildAdvertiser(t)]);
    const support = await buildStaff(t);
    const admin = await buildStaff(t, { role: 'ADMIN' });
    const disabled = await buildStaff(t);
    const off = await t.call('PATCH', `console/staff/${disabled.id}`, admin, { disabled: true });
    expect(off.status).toBe(200);

    const wrong: string[] = [];
    const expectStatus = (op: Operation, who: string, status: number, allowed: number[]) => {
      if (!allowed.includes(status)) wrong.push(`${op.method} ${op.path} as ${who}: ${status}`);
    };
    for (const op of operations) {
      expectStatus(op, 'anonymous', await statusOf(op, null), [401]);
      expectStatus(op, 'creator', await statusOf(op, creator.token), [401, 403]);
      expectStatus(op, 'advertiser', await statusOf(op, advertiser.token), [401, 403]);
      expectStatus(op, 'disabled staff', await statusOf(op, disabled.token), [401]);
      const asSupport = await statusOf(op, support.token);
      if (isAdminOnly(op)) expectStatus(op, 'support', asSupport, [403]);
      else if ([401, 403].includes(asSupport)) wrong.push(`${op.method} ${op.path} as support: ${asSupport}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('gives a user who asks for scope console no token at all', async () => {
    const creator = await buildCreator(t);
    const res = await fetch(`${t.api}/oauth/token`, {
      method: 'POST',
      headers: { ...jsonHeaders, 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({
        grant_type: 'password',
        scope: 'console',
        client_id: OAUTH_CLIENT_ID,
        client_secret: await clientSecret(t),
        username: creator.user.email,
        password: 'password',
        otp: '123456',
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ends a staff session when it expires (8 h at most)', async () => {
    const member = await buildStaff(t);
    expect((await t.call('GET', 'console/me', member)).status).toBe(200);
    const [session] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.id));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeLessThanOrEqual(8 * 3600_000);
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, member.id));
    expect((await t.call('GET', 'console/me', member)).status).toBe(401);
  });

  it('accepts each TOTP code once within its window', async () => {
    const member = await buildStaff(t);
    const otp = await unusedCode(member);
    expect((await staffSignIn({ ...member, otp }, nextAddress())).status).toBe(200);
    const again = await staffSignIn({ ...member, otp }, nextAddress());
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('throttles staff sign-in on its own: 429 after the failures of one account, even with the right code', async () => {
    const member = await buildStaff(t);
    for (let i = 0; i < STAFF_SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      const failed = await staffSignIn(
        { ...member, password: 'wrong-password', otp: '000000' },
        nextAddress(),
      );
      expect(failed.status).toBe(400);
    }
    const locked = await staffSignIn({ ...member, otp: await unusedCode(member) }, nextAddress());
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('is not throttled by a flood of user sign-ins from the same address', async () => {
    const member = await buildStaff(t);
    const ip = nextAddress();
    let last = 0;
    for (let i = 0; i <= SIGN_IN_FAILURES_PER_IP; i += 1) {
      const res = await fetch(`${t.api}/oauth/token`, {
        method: 'POST',
        headers: { ...jsonHeaders, 'x-forwarded-for': ip },
        body: JSON.stringify({
          grant_type: 'password',
          scope: '*',
          client_id: OAUTH_CLIENT_ID,
          client_secret: await clientSecret(t),
          // Unknown logins: each failure counts on the address, none on an account's human check.
          username: `nobody-${i}-${member.id}`,
          password: 'wrong-password',
        }),
      });
      last = res.status;
    }
    // The users' limit of the address is reached …
    expect(last).toBe(429);
    // … and staff at that address still sign in.
    expect((await staffSignIn({ ...member, otp: await unusedCode(member) }, ip)).status).toBe(200);
  });
});

describe('the audit stream is append-only (issue 17, Audit)', () => {
  it('has no call that changes or deletes an entry, and the database refuses it too', async () => {
    const doc = (await (await fetch(`${t.api}/openapi.json`)).json()) as OpenApiDocument;
    const auditCalls = operationsOf(doc).filter((op) => op.path.startsWith('/api/v1/console/audit'));
    expect(auditCalls.map((op) => op.method)).toEqual(['GET']);

    const admin = await buildStaff(t, { role: 'ADMIN' });
    expect((await t.call('PATCH', `console/staff/${admin.id}`, admin, { role: 'ADMIN' })).status).toBe(200);
    const { db } = t.database;
    const before = await db.select().from(staffAudit).where(eq(staffAudit.staffId, admin.id));
    expect(before.length).toBeGreaterThan(0);
    const refusals = [
      () => db.update(staffAudit).set({ action: 'user.read' }).where(eq(staffAudit.staffId, admin.id)),
      () => db.delete(staffAudit).where(eq(staffAudit.staffId, admin.id)),
      () => db.execute(sql`TRUNCATE staff_audit`),
    ];
    for (const attempt of refusals) await expect(attempt()).rejects.toThrow();
    expect(await db.select().from(staffAudit).where(eq(staffAudit.staffId, admin.id))).toEqual(before);
  });
});
