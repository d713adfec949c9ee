import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TArrangement,
  TConsoleReport,
  TConsoleReportDetail,
  TNotificationList,
  TPrivateFileList,
} from '@spona/contracts';
import { notifications, staffAudit } from '../../db/schema';
import { buildArrangement, newMessageKey, sendMessage } from '../../testing/arrangements';
import type { Actor } from '../../testing/factories';
import { fetchFile, samplePhoto, uploadFiles } from '../../testing/privateFiles';
import { buildStaff, type TestStaff } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

/** An arrangement in `status` its requester (the advertiser) reported, and the report's id. */
async function buildReport(status: 'REQUESTED' | 'IN_PROGRESS' = 'IN_PROGRESS') {
  const fixture = await buildArrangement(t, status);
  const reported = await t.call('POST', `management/report/${fixture.arrangement.id}`, fixture.requester, {
    reason: 'No answer',
    content: 'The creator stopped answering.',
  });
  expect(reported.status).toBe(200);
  const [row] = await t.database.db.query.problemReports.findMany({
    where: (r, { eq: equals }) => equals(r.arrangementId, fixture.arrangement.id),
  });
  return { ...fixture, reportId: row!.id };
}

const auditOf = (action: string, objectId: number) =>
  t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action as 'report.read'), eq(staffAudit.objectId, String(objectId))));

const noticesOf = (who: Actor, kind: 'REPORT_RESOLVED' | 'SUPPORT_MESSAGE' | 'ARRANGEMENT_ABORTED') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, kind)));

describe('problem reports in the console (issue 17)', () => {
  let staff: TestStaff;
  const asStaff = () => ({ token: staff.token });

  it('lists open reports with their arrangement, oldest first', async () => {
    staff = await buildStaff(t);
    const first = await buildReport();
    const second = await buildReport();
    const res = await t.call<{ data: TConsoleReport[]; total: number }>(
      'GET',
      'console/reports?limit=100',
      asStaff(),
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r) => r.id);
    expect(ids.indexOf(first.reportId)).toBeLessThan(ids.indexOf(second.reportId));
    expect(res.body.data.find((r) => r.id === first.reportId)).toMatchObject({
      reason: 'No answer',
      content: 'The creator stopped answering.',
      reporter: { id: first.requester.id },
      resolved_at: null,
      arrangement: {
        id: first.arrangement.id,
        status: 'IN_PROGRESS',
        requester: { id: first.requester.id },
        receiver: { id: first.receiver.id },
      },
    });
    expect((await t.call('GET', 'console/reports?status=later', asStaff())).status).toBe(400);
  });

  it('shows the whole conversation and deliveries read-only, every read audited, and the files', async () => {
    const { arrangement, receiver, requester, reportId } = await buildReport();
    const upload = await uploadFiles(t, receiver, arrangement.id, [
      { bytes: await samplePhoto('png'), name: 'proof.png', type: 'image/png' },
    ]);
    const [file] = (upload.body as TPrivateFileList).data;
    const sent = await t.call('POST', 'messages/messaging/send', receiver, {
      arrangement_id: arrangement.id,
      content: 'Here is the proof',
      message_key: newMessageKey(),
      attachment_ids: [file!.id],
    });
    expect(sent.status).toBe(201);
    await sendMessage(t, requester, arrangement.id, 'Thanks');
    const res = await t.call<TConsoleReportDetail>('GET', `console/reports/${reportId}`, asStaff());
    expect(res.status).toBe(200);
    const texts = res.body.messages.filter((m) => m.type === 'TEXT').map((m) => m.text);
    expect(texts).toEqual(expect.arrayContaining(['Here is the proof', 'Thanks']));
    const withFile = res.body.messages.find((m) => m.text === 'Here is the proof')!;
    expect(withFile.attachments).toEqual([{ id: file!.id, name: 'proof.png', content_type: 'image/png' }]);
    expect(res.body.deliveries).toEqual([]);
    await t.call('GET', `console/reports/${reportId}`, asStaff());
    expect(await auditOf('report.read', arrangement.id)).toHaveLength(2);

    const url = `/api/v1/console/arrangements/${arrangement.id}/files/${file!.id}`;
    const fetched = await fetchFile(t, asStaff(), url);
    expect(fetched.res.status).toBe(200);
    expect(fetched.res.headers.get('content-type')).toBe('image/png');
    expect(fetched.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fetched.res.headers.get('cache-control')).toBe('no-store');
    expect(await auditOf('file.read', arrangement.id)).toHaveLength(1);
    // A user's token gets nothing here, and staff read no file of an arrangement nobody reported.
    expect((await fetchFile(t, receiver, url)).res.status).toBe(403);
    const quiet = await buildArrangement(t, 'IN_PROGRESS');
    const other = await uploadFiles(t, quiet.receiver, quiet.arrangement.id, [
      { bytes: await samplePhoto('png'), name: 'x.png', type: 'image/png' },
    ]);
    const otherId = (other.body as TPrivateFileList).data[0]!.id;
    const refused = await fetchFile(
      t,
      asStaff(),
      `/api/v1/console/arrangements/${quiet.arrangement.id}/files/${otherId}`,
    );
    expect(refused.res.status).toBe(404);
    expect((await t.call('GET', 'console/reports/99999999', asStaff())).status).toBe(404);
  });

  it('resolves once with a note the reporter reads; again is 409', async () => {
    const { requester, reportId } = await buildReport();
    const res = await t.call<TConsoleReport>('POST', `console/reports/${reportId}/resolve`, asStaff(), {
      note: 'We talked to the creator.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      resolution_note: 'We talked to the creator.',
      resolved_by: 'Staff SUPPORT',
    });
    expect(res.body.resolved_at).not.toBeNull();
    const [notice] = await noticesOf(requester, 'REPORT_RESOLVED');
    expect(notice?.data).toMatchObject({ reason: 'We talked to the creator.' });
    expect(await auditOf('report.resolve', reportId)).toHaveLength(1);
    const again = await t.call<{ message: string }>(
      'POST',
      `console/reports/${reportId}/resolve`,
      asStaff(),
      {},
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This report is resolved already.');
    const resolved = await t.call<{ data: TConsoleReport[] }>(
      'GET',
      'console/reports?status=resolved',
      asStaff(),
    );
    expect(resolved.body.data.map((r) => r.id)).toContain(reportId);
    const open = await t.call<{ data: TConsoleReport[] }>('GET', 'console/reports?limit=100', asStaff());
    expect(open.body.data.map((r) => r.id)).not.toContain(reportId);
    expect((await t.call('POST', 'console/reports/99999999/resolve', asStaff(), {})).status).toBe(404);
  });

  it('resolves without a note: the reporter reads a whole sentence, no placeholder', async () => {
    const { requester, reportId } = await buildReport();
    expect((await t.call('POST', `console/reports/${reportId}/resolve`, asStaff(), {})).status).toBe(200);
    const read = async (language: 'en' | 'hr') => {
      const res = await fetch(`${t.api}/dashboard/notifications/20`, {
        headers: { authorization: `Bearer ${requester.token}`, 'App-language': language },
      });
      const body = (await res.json()) as TNotificationList;
      return body.data.find((n) => n.kind === 'REPORT_RESOLVED')?.text;
    };
    expect(await read('en')).toBe('Support resolved the problem you reported.');
    expect(await read('hr')).toBe('Podrška je riješila problem koji ste prijavili.');
  });

  it('messages one party: a notification with the text, audited; 400 without text', async () => {
    const { receiver, requester, reportId } = await buildReport();
    const res = await t.call('POST', `console/reports/${reportId}/message`, asStaff(), {
      to: 'RECEIVER',
      text: 'Please answer the advertiser.',
    });
    expect(res.status).toBe(200);
    const [notice] = await noticesOf(receiver, 'SUPPORT_MESSAGE');
    expect(notice?.data).toMatchObject({ reason: 'Please answer the advertiser.' });
    expect(await noticesOf(requester, 'SUPPORT_MESSAGE')).toHaveLength(0);
    expect(await auditOf('report.message', reportId)).toHaveLength(1);
    const dashboard = await t.call<{ data: { kind: string; text: string }[] }>(
      'GET',
      'dashboard/notifications/20',
      receiver,
    );
    expect(dashboard.body.data.find((n) => n.kind === 'SUPPORT_MESSAGE')?.text).toBe(
      'Please answer the advertiser.',
    );
    expect(
      (await t.call('POST', `console/reports/${reportId}/message`, asStaff(), { to: 'RECEIVER' })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', `console/reports/${reportId}/message`, asStaff(), { to: 'BOTH', text: 'x' }))
        .status,
    ).toBe(400);
  });

  it("aborts on the reporter's behalf through the state machine; a request cannot be aborted (409)", async () => {
    const { arrangement, receiver, requester, reportId } = await buildReport();
    const res = await t.call<TConsoleReport>('POST', `console/reports/${reportId}/abort`, asStaff(), {
      reason: 'Support ended this collaboration.',
    });
    expect(res.status).toBe(200);
    expect(res.body.arrangement.status).toBe('ABORTED');
    const seen = await t.call<TArrangement>('GET', `arrangements/${arrangement.id}`, receiver);
    expect(seen.body.status).toBe('ABORTED');
    expect(await noticesOf(receiver, 'ARRANGEMENT_ABORTED')).toHaveLength(1);
    expect(await noticesOf(requester, 'ARRANGEMENT_ABORTED')).toHaveLength(0);
    expect(await auditOf('report.abort', arrangement.id)).toHaveLength(1);
    const twice = await t.call('POST', `console/reports/${reportId}/abort`, asStaff(), { reason: 'Again.' });
    expect(twice.status).toBe(409);

    const requested = await buildReport('REQUESTED');
    const refused = await t.call('POST', `console/reports/${requested.reportId}/abort`, asStaff(), {
      reason: 'Stop it.',
    });
    expect(refused.status).toBe(409);
    expect((await t.call('POST', `console/reports/${reportId}/abort`, asStaff(), {})).status).toBe(400);
    expect((await t.call('POST', 'console/reports/99999999/abort', asStaff(), { reason: 'x' })).status).toBe(
      404,
    );
  });
});
