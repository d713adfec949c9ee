import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TConsoleBug } from '@spona/contracts';
import { staffAudit } from '../../db/schema';
import { buildCreator, type Actor } from '../../testing/factories';
import { samplePhoto } from '../../testing/privateFiles';
import { buildStaff, type TestStaff } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

/** POST bugs as a user, with a PNG screenshot or without; the new report's id. */
async function reportBug(who: Actor, problem: string, png?: Buffer) {
  const res = await t.call<{ id: number }>('POST', 'bugs', who, {
    problem,
    url: 'https://spona.test/search',
    ...(png ? { image_file: `data:image/png;base64,${png.toString('base64')}` } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const auditOf = (action: 'bug.update' | 'bug.screenshot_read', id: number) =>
  t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.objectId, String(id))));

describe('bug reports in the console (issue 17)', () => {
  let staff: TestStaff;
  let user: Actor;
  const asStaff = () => ({ token: staff.token });

  it('lists bug reports newest first, by status', async () => {
    staff = await buildStaff(t);
    user = await buildCreator(t);
    const older = await reportBug(user, 'The search is slow.');
    const newer = await reportBug(user, 'The button is cut off.', await samplePhoto('png'));
    const res = await t.call<{ data: TConsoleBug[]; total: number }>(
      'GET',
      'console/bugs?status=NEW',
      asStaff(),
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.map((b) => b.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(res.body.data.find((b) => b.id === newer)).toMatchObject({
      problem: 'The button is cut off.',
      status: 'NEW',
      has_screenshot: true,
      user: { id: user.id },
      url: 'https://spona.test/search',
    });
    expect(res.body.data.find((b) => b.id === older)?.has_screenshot).toBe(false);
    expect((await t.call('GET', 'console/bugs?status=OPEN', asStaff())).status).toBe(400);
  });

  it('moves a report to DONE and back with a note, audited', async () => {
    const id = await reportBug(user, 'Typo on the about page.');
    const done = await t.call<TConsoleBug>('PATCH', `console/bugs/${id}`, asStaff(), {
      status: 'DONE',
      staff_note: 'Fixed in 1.4.',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'DONE', staff_note: 'Fixed in 1.4.' });
    const row = await t.database.db.query.bugReports.findFirst({
      where: (b, { eq: equals }) => equals(b.id, id),
    });
    expect(row?.resolvedAt).not.toBeNull();
    const reopened = await t.call<TConsoleBug>('PATCH', `console/bugs/${id}`, asStaff(), {
      status: 'TRIAGED',
    });
    expect(reopened.body).toMatchObject({ status: 'TRIAGED', staff_note: 'Fixed in 1.4.' });
    const again = await t.database.db.query.bugReports.findFirst({
      where: (b, { eq: equals }) => equals(b.id, id),
    });
    expect(again?.resolvedAt).toBeNull();
    const audits = await auditOf('bug.update', id);
    expect(audits).toHaveLength(2);
    expect(audits[0]!.before).toMatchObject({ status: 'NEW' });
    const filtered = await t.call<{ data: TConsoleBug[] }>('GET', 'console/bugs?status=TRIAGED', asStaff());
    expect(filtered.body.data.map((b) => b.id)).toContain(id);
  });

  it('answers 400 for an empty or wrong change and 404 for an unknown report', async () => {
    const id = await reportBug(user, 'Something.');
    expect((await t.call('PATCH', `console/bugs/${id}`, asStaff(), {})).status).toBe(400);
    expect((await t.call('PATCH', `console/bugs/${id}`, asStaff(), { status: 'CLOSED' })).status).toBe(400);
    expect((await t.call('PATCH', 'console/bugs/99999999', asStaff(), { status: 'DONE' })).status).toBe(404);
  });

  it('serves the screenshot as a PNG to staff only, audited; 404 when there is none', async () => {
    const png = await samplePhoto('png');
    const id = await reportBug(user, 'Overlap.', png);
    const url = `${t.api}/console/bugs/${id}/screenshot`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(await auditOf('bug.screenshot_read', id)).toHaveLength(1);
    expect((await fetch(url, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
    const without = await reportBug(user, 'No picture.');
    expect((await t.call('GET', `console/bugs/${without}/screenshot`, asStaff())).status).toBe(404);
    expect((await t.call('GET', 'console/bugs/99999999/screenshot', asStaff())).status).toBe(404);
  });
});
