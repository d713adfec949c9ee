import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_AUTO_APPROVE_HOURS,
  DELIVERY_MAX_REVISIONS,
  ZArrangement,
  ZDeliveryList,
  type TArrangement,
  type TDeliveryList,
  type TMessageList,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangementDeliveries, notifications } from '../../db/schema';
import { lockForOperation } from '../../domain/arrangements/changeArrangement';
import { answerDelivery } from '../../domain/arrangements/deliveries';
import { buildArrangement, type ArrangementFixture } from '../../testing/arrangements';
import { buildCreator, type Actor } from '../../testing/factories';
import { formOf, postForm, samplePdf, samplePhoto, uploadFiles } from '../../testing/privateFiles';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
const call = t.call;

const HOUR_MS = 60 * 60 * 1000;

/** An arrangement in progress on a creator's service: the creator delivers, the advertiser answers. */
async function buildCollaboration() {
  const fixture = await buildArrangement(t, 'IN_PROGRESS');
  return { ...fixture, creator: fixture.receiver, advertiser: fixture.requester };
}

const deliver = (who: Actor, id: number, body: unknown) =>
  call<TArrangement>('POST', `arrangements/${id}/deliveries`, who, body);
const approve = (who: Actor, id: number) => call<TArrangement>('POST', `management/approve/${id}`, who);
const revise = (who: Actor, id: number, note?: unknown) =>
  call<TArrangement>('POST', `management/revise/${id}`, who, note === undefined ? {} : { note });

async function deliveryCount(arrangementId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(arrangementDeliveries)
    .where(eq(arrangementDeliveries.arrangementId, arrangementId));
  return row!.n;
}

/** The last `n` lines of the thread, oldest first (the page comes newest first). */
async function lastLines(f: ArrangementFixture, who: Actor, n = 2) {
  const page = await call<TMessageList>('GET', `messages/messaging/read/${f.arrangement.id}`, who);
  return page.body.data.slice(0, n).reverse();
}

describe('deliveries', () => {
  it('the creator delivers links, a note and uploaded files; the advertiser is told and has 72 h', async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    const up = await uploadFiles(t, f.creator, id, [
      { bytes: await samplePhoto(), name: 'reel-cover.png' },
      { bytes: samplePdf(), name: 'stats.pdf' },
    ]);
    const fileIds = up.body.data.map((file) => file.id);
    const before = Date.now();
    const res = await deliver(f.creator, id, {
      note: 'The reel is live.',
      links: ['https://instagram.com/p/abc'],
      file_ids: fileIds,
    });
    expect(res.status).toBe(201);
    const arrangement = ZArrangement.parse(res.body);
    expect(arrangement).toMatchObject({ status: 'IN_PROGRESS', side: 'CREATOR', revisions_left: 2 });
    const [delivery] = arrangement.deliveries;
    expect(delivery).toMatchObject({
      status: 'PENDING',
      note: 'The reel is live.',
      links: ['https://instagram.com/p/abc'],
      answer_note: null,
      approved_automatically: false,
      answered_at: null,
    });
    expect(delivery!.files.map((file) => file.id)).toEqual(fileIds);
    const autoApproveAt = Date.parse(delivery!.auto_approve_at!);
    expect(autoApproveAt - before).toBeGreaterThanOrEqual(DELIVERY_AUTO_APPROVE_HOURS * HOUR_MS - 1000);
    expect(autoApproveAt - Date.now()).toBeLessThanOrEqual(DELIVERY_AUTO_APPROVE_HOURS * HOUR_MS);
    expect(arrangement.allowed_operations).not.toContain('DELIVER');

    const [line] = await lastLines(f, f.advertiser, 1);
    expect(line).toMatchObject({
      type: 'SYSTEM',
      content: 'DELIVERY_SENT',
      sender: f.creator.id,
      data: { event: 'DELIVERY_SENT', delivery_id: delivery!.id },
    });
    const seen = await call<TArrangement>('GET', `arrangements/${id}`, f.advertiser);
    expect(seen.body.allowed_operations).toEqual(expect.arrayContaining(['APPROVE', 'REVISE']));
    const notices = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, f.advertiser.id));
    expect(notices.map((n) => n.kind)).toContain('DELIVERY_NEW');
  });

  it('refuses a delivery from the advertiser (403), a second one while one waits (409), and before acceptance (409)', async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    const body = { links: ['https://example.com/post'] };
    const byAdvertiser = await deliver(f.advertiser, id, body);
    expect(byAdvertiser.status).toBe(403);
    expect(await deliveryCount(id)).toBe(0);
    expect((await deliver(f.creator, id, body)).status).toBe(201);
    const second = await deliver(f.creator, id, body);
    expect(second.status).toBe(409);
    expect(await deliveryCount(id)).toBe(1);

    const requested = await buildArrangement(t, 'REQUESTED');
    const early = await deliver(requested.receiver, requested.arrangement.id, body);
    expect(early.status).toBe(409);
    expect(await deliveryCount(requested.arrangement.id)).toBe(0);
  });

  it('lets only one of two simultaneous deliveries through', async () => {
    const f = await buildCollaboration();
    const body = { links: ['https://example.com/post'] };
    const answers = await Promise.all([
      deliver(f.creator, f.arrangement.id, body),
      deliver(f.creator, f.arrangement.id, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await deliveryCount(f.arrangement.id)).toBe(1);
  });

  it('refuses an empty delivery, a bad link, and someone else’s file, storing nothing', async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    const stranger = await buildCreator(t);
    expect((await deliver(f.creator, id, { note: 'Nothing attached' })).status).toBe(400);
    expect((await deliver(f.creator, id, { links: ['javascript:alert(1)'] })).status).toBe(400);
    const theirs = await uploadFiles(t, f.advertiser, id, [{ bytes: await samplePhoto(), name: 'a.png' }]);
    const res = await deliver(f.creator, id, { file_ids: [theirs.body.data[0]!.id] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { file_ids: ['A file is no longer available. Upload it again.'] },
    });
    expect((await deliver(stranger, id, { links: ['https://example.com/a'] })).status).toBe(404);
    expect(await deliveryCount(id)).toBe(0);
    expect((await lastLines(f, f.creator, 1))[0]!.content).toBe('IN_PROGRESS');
  });

  it('approval completes the arrangement and both sides may then rate it', async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    await deliver(f.creator, id, { links: ['https://example.com/post'] });
    expect((await approve(f.creator, id)).status).toBe(403);
    const res = await approve(f.advertiser, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'COMPLETED', allowed_operations: ['REVIEW', 'REPORT'] });
    expect(res.body.deliveries[0]).toMatchObject({ status: 'APPROVED', approved_automatically: false });
    expect(res.body.deliveries[0]!.answered_at).not.toBeNull();
    expect(res.body.deliveries[0]!.auto_approve_at).toBeNull();
    const lines = await lastLines(f, f.creator, 2);
    expect(lines.map((m) => m.content)).toEqual(['DELIVERY_APPROVED', 'COMPLETED']);
    expect(lines[0]!.data).toMatchObject({ event: 'DELIVERY_APPROVED' });
    expect((await approve(f.advertiser, id)).status).toBe(409);

    for (const who of [f.creator, f.advertiser]) {
      const review = await call('POST', `management/review/${id}`, who, { rating: 5, comment: 'Great' });
      expect(review.status).toBe(200);
    }
  });

  it(`allows ${DELIVERY_MAX_REVISIONS} revisions with a note, then only approval`, async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    const body = { links: ['https://example.com/post'] };
    await deliver(f.creator, id, body);
    expect((await revise(f.advertiser, id)).status).toBe(400);
    expect((await revise(f.advertiser, id, '   ')).status).toBe(400);
    expect((await revise(f.creator, id, 'Me?')).status).toBe(403);

    const first = await revise(f.advertiser, id, 'Please tag our brand.');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'IN_PROGRESS', revisions_left: 1 });
    expect(first.body.deliveries[0]).toMatchObject({
      status: 'REVISION_REQUESTED',
      answer_note: 'Please tag our brand.',
    });
    const [line] = await lastLines(f, f.creator, 1);
    expect(line).toMatchObject({
      content: 'DELIVERY_REVISION',
      data: { event: 'DELIVERY_REVISION', note: 'Please tag our brand.' },
    });
    // No delivery waits now: nothing to revise or approve until the creator delivers again.
    expect((await revise(f.advertiser, id, 'Again')).status).toBe(409);

    await deliver(f.creator, id, body);
    const second = await revise(f.advertiser, id, 'Brighter, please.');
    expect(second.body.revisions_left).toBe(0);
    await deliver(f.creator, id, body);
    const third = await revise(f.advertiser, id, 'One more?');
    expect(third.status).toBe(409);
    const list = await call<TDeliveryList>('GET', `arrangements/${id}/deliveries`, f.advertiser);
    expect(list.body.data.map((d) => d.status)).toEqual([
      'REVISION_REQUESTED',
      'REVISION_REQUESTED',
      'PENDING',
    ]);
    const seen = await call<TArrangement>('GET', `arrangements/${id}`, f.advertiser);
    expect(seen.body.allowed_operations).toContain('APPROVE');
    expect(seen.body.allowed_operations).not.toContain('REVISE');
    expect((await approve(f.advertiser, id)).body.status).toBe('COMPLETED');
  });

  it('takes a multipart delivery: note, repeated links or a JSON array of them, and the files themselves', async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    const form = formOf(
      { note: 'Stories attached', links: ['https://example.com/1', 'https://example.com/2'] },
      [
        { bytes: await samplePhoto('jpeg'), name: 'story1.jpg', type: 'image/jpeg' },
        { bytes: samplePdf(), name: 'insights.pdf', type: 'application/pdf' },
      ],
    );
    const res = await postForm<TArrangement>(t, `arrangements/${id}/deliveries`, f.creator, form);
    expect(res.status).toBe(201);
    const [delivery] = res.body.deliveries;
    expect(delivery).toMatchObject({
      status: 'PENDING',
      note: 'Stories attached',
      links: ['https://example.com/1', 'https://example.com/2'],
    });
    expect(delivery!.files.map((file) => [file.name, file.kind])).toEqual([
      ['story1.jpg', 'IMAGE'],
      ['insights.pdf', 'PDF'],
    ]);
    await revise(f.advertiser, id, 'Add the reel');
    const jsonLinks = formOf({ links: JSON.stringify(['https://example.com/reel']) }, []);
    const again = await postForm<TArrangement>(t, `arrangements/${id}/deliveries`, f.creator, jsonLinks);
    expect(again.status).toBe(201);
    expect(again.body.deliveries[1]).toMatchObject({ links: ['https://example.com/reel'], files: [] });

    const bad = formOf({}, [{ bytes: Buffer.from('not a pdf'), name: 'x.pdf' }]);
    const other = await buildCollaboration();
    const refused = await postForm(t, `arrangements/${other.arrangement.id}/deliveries`, other.creator, bad);
    expect(refused.status).toBe(415);
    expect(await deliveryCount(other.arrangement.id)).toBe(0);
  });

  it('lists the deliveries with their state to the two parties only', async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    const stranger = await buildCreator(t);
    expect((await call('GET', `arrangements/${id}/deliveries`, f.creator)).body).toEqual({ data: [] });
    await deliver(f.creator, id, { links: ['https://example.com/post'], note: 'v1' });
    await revise(f.advertiser, id, 'More light');
    await deliver(f.creator, id, { links: ['https://example.com/post2'], note: 'v2' });
    for (const who of [f.creator, f.advertiser]) {
      const res = await call<TDeliveryList>('GET', `arrangements/${id}/deliveries`, who);
      expect(res.status).toBe(200);
      const list = ZDeliveryList.parse(res.body).data;
      expect(list.map((d) => [d.note, d.status, d.answer_note])).toEqual([
        ['v1', 'REVISION_REQUESTED', 'More light'],
        ['v2', 'PENDING', null],
      ]);
    }
    expect((await call('GET', `arrangements/${id}/deliveries`, stranger)).status).toBe(404);
    expect((await call('GET', `arrangements/${id}/deliveries`, null)).status).toBe(401);
  });

  it('answers a delivery for the auto-approval job too: approved automatically, both told', async () => {
    const f = await buildCollaboration();
    const id = f.arrangement.id;
    await deliver(f.creator, id, { links: ['https://example.com/post'] });
    const later = new Date(Date.now() + (DELIVERY_AUTO_APPROVE_HOURS + 1) * HOUR_MS);
    const change = await t.database.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const locked = await lockForOperation(tx, id, 'SYSTEM', 'AUTO_APPROVE', later);
      return answerDelivery(tx, locked, 'SYSTEM', { operation: 'AUTO_APPROVE' }, later);
    });
    expect(change.arrangement.status).toBe('COMPLETED');
    expect(change.messages.map((m) => [m.content, m.senderId])).toEqual([
      ['DELIVERY_AUTO_APPROVED', null],
      ['COMPLETED', null],
    ]);
    expect(change.notices.map((n) => [n.kind, n.userId]).sort()).toEqual(
      [
        ['DELIVERY_AUTO_APPROVED', f.advertiser.id],
        ['DELIVERY_AUTO_APPROVED', f.creator.id],
      ].sort(),
    );
    const list = await call<TDeliveryList>('GET', `arrangements/${id}/deliveries`, f.creator);
    expect(list.body.data[0]).toMatchObject({ status: 'APPROVED', approved_automatically: true });
  });
});
