import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ARRANGEMENT_REQUEST_EXPIRY_DAYS,
  COLLABORATION_REMINDER_HOURS,
  DELIVERY_AUTO_APPROVE_HOURS,
  REALTIME_EVENTS,
  type TArrangement,
  type TArrangementEvent,
  type TMessageEvent,
  type TMessageList,
  type TNotificationList,
} from '@spona/contracts';
import { arrangementDeliveries, messages } from '../../db/schema';
import { connectEcho, connected, Inbox, type EchoClient } from '../../realtime/echoTestClient';
import { buildArrangement, sendMessage } from '../../testing/arrangements';
import type { Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

/**
 * Issue 16 items 3 and 4: requests expire, deliveries are approved by themselves, and the reminders
 * before each. The jobs run through the server's own job list (`app.jobs`, as its timers run them) at
 * a time the test chooses, so their announcements go out as in production.
 */
const t = useTestServer();
const call = t.call;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type JobName =
  'expire-requests' | 'remind-expiring-requests' | 'remind-auto-approvals' | 'auto-approve-deliveries';

/** Runs one of the server's jobs now as if the clock showed `at`; how many changes it announced. */
async function runJob(name: JobName, at: Date): Promise<number> {
  const job = t.server.jobs.find((j) => j.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return (await job.run(at)) as number;
}

const after = (since: string | Date, ms: number) => new Date(new Date(since).getTime() + ms);

const clients: EchoClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** A signed-in tab listening to the user's arrangement and message channels. */
async function openTab(actor: Actor) {
  const client = connectEcho(t.origin, actor.token);
  clients.push(client);
  await connected(client);
  const arrangements = new Inbox<TArrangementEvent>(`arrangements of ${actor.id}`);
  const messageEvents = new Inbox<TMessageEvent>(`messages of ${actor.id}`);
  client.echo
    .private(`arrangement.receiver.${actor.id}`)
    .listen(REALTIME_EVENTS.arrangement, arrangements.push);
  client.echo.private(`message.receiver.${actor.id}`).listen(REALTIME_EVENTS.message, messageEvents.push);
  await client.settle();
  return { arrangements, messages: messageEvents };
}

async function notificationsOf(actor: Actor, arrangementId: number) {
  const res = await call<TNotificationList>('GET', 'dashboard/notifications/100', actor);
  // The request's own ARRANGEMENT_NEW aside: what the jobs wrote.
  return res.body.data
    .filter((n) => n.data.arrangement_id === arrangementId && n.kind !== 'ARRANGEMENT_NEW')
    .map((n) => n.kind);
}

async function arrangementAs(actor: Actor, id: number) {
  return (await call<TArrangement>('GET', `arrangements/${id}`, actor)).body;
}

/** The thread, oldest first. */
async function threadOf(actor: Actor, id: number) {
  const res = await call<TMessageList>('GET', `messages/messaging/read/${id}?limit=50`, actor);
  return res.body.data.sort((a, b) => a.id - b.id);
}

/** A delivery of the creator (the receiver of a service request) awaiting the advertiser, sent at `at`. */
async function insertPendingDelivery(arrangementId: number, creatorId: number, at: Date) {
  const [delivery] = await t.database.db
    .insert(arrangementDeliveries)
    .values({
      arrangementId,
      senderId: creatorId,
      note: 'The reel is live.',
      links: ['https://www.instagram.com/reel/abc123/'],
      autoApproveAt: after(at, DELIVERY_AUTO_APPROVE_HOURS * HOUR_MS),
      createdAt: at,
    })
    .returning();
  return delivery!;
}

describe('request expiry (issue 16 item 3)', () => {
  it('expires a request unanswered for 7 days, not a minute before, and tells both parties', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    const expiresAt = after(arrangement.created_at, ARRANGEMENT_REQUEST_EXPIRY_DAYS * 24 * HOUR_MS);
    expect(arrangement.expires_at).toBe(expiresAt.toISOString());
    const [mine, theirs] = await Promise.all([openTab(requester), openTab(receiver)]);

    await runJob('expire-requests', after(expiresAt, -MINUTE_MS));
    expect((await arrangementAs(requester, arrangement.id)).status).toBe('REQUESTED');

    await runJob('expire-requests', after(expiresAt, MINUTE_MS));
    expect(await arrangementAs(requester, arrangement.id)).toMatchObject({
      status: 'EXPIRED',
      expires_at: null,
    });
    expect(await notificationsOf(requester, arrangement.id)).toEqual(['ARRANGEMENT_EXPIRED']);
    expect(await notificationsOf(receiver, arrangement.id)).toEqual(['ARRANGEMENT_EXPIRED']);
    const line = (await threadOf(receiver, arrangement.id)).at(-1);
    expect(line).toMatchObject({ type: 'SYSTEM', content: 'EXPIRED', sender: null });

    // Announced after the commit: CHANGED to both, each as they see it.
    const [forRequester] = await mine.arrangements.waitFor(1);
    const [forReceiver] = await theirs.arrangements.waitFor(1);
    expect(forRequester).toMatchObject({
      action: 'CHANGED',
      arrangement: { status: 'EXPIRED', role: 'REQUESTER' },
    });
    expect(forReceiver).toMatchObject({
      action: 'CHANGED',
      arrangement: { status: 'EXPIRED', role: 'RECEIVER' },
    });
  });

  it('counts EXPIRED as not active: no more messages, and nothing is stored by the refusal', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    await runJob(
      'expire-requests',
      after(arrangement.created_at, (ARRANGEMENT_REQUEST_EXPIRY_DAYS + 1) * 24 * HOUR_MS),
    );
    const before = await threadOf(requester, arrangement.id);
    for (const who of [requester, receiver]) {
      const res = await sendMessage(t, who, arrangement.id, 'Still there?');
      expect(res.status).toBe(409);
    }
    expect(await threadOf(requester, arrangement.id)).toEqual(before);
    const accepted = await call('POST', `management/handle/${arrangement.id}`, receiver, {
      action: 'ACCEPT',
    });
    expect(accepted.status).toBe(409);
    expect((await arrangementAs(receiver, arrangement.id)).status).toBe('EXPIRED');
    // SPEC §4: nobody types or is present in an arrangement that is not active.
    const client = connectEcho(t.origin, receiver.token);
    clients.push(client);
    await connected(client);
    const refused: string[] = [];
    client.socket.on('subscription_error', (name: string, status: number) => {
      if (status === 403 && !name.startsWith('private-barrier.')) refused.push(name);
    });
    client.socket.emit('subscribe', { channel: `private-message.typing.${arrangement.id}` });
    client.socket.emit('subscribe', { channel: `presence-arrangement.${arrangement.id}` });
    await client.settle();
    expect(refused).toEqual([
      `private-message.typing.${arrangement.id}`,
      `presence-arrangement.${arrangement.id}`,
    ]);
  });

  it('expires a request once when two runs race', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    const at = after(arrangement.created_at, (ARRANGEMENT_REQUEST_EXPIRY_DAYS + 2) * 24 * HOUR_MS);
    await Promise.all([runJob('expire-requests', at), runJob('expire-requests', at)]);
    const lines = (await threadOf(requester, arrangement.id)).filter((m) => m.content === 'EXPIRED');
    expect(lines).toHaveLength(1);
    expect(await notificationsOf(receiver, arrangement.id)).toEqual(['ARRANGEMENT_EXPIRED']);
  });

  it('reminds the receiver once, 24 h before the request expires, even when two runs race', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    const expiresAt = after(arrangement.created_at, ARRANGEMENT_REQUEST_EXPIRY_DAYS * 24 * HOUR_MS);
    const theirs = await openTab(receiver);

    // More than a day before: not yet.
    await runJob(
      'remind-expiring-requests',
      after(expiresAt, -(COLLABORATION_REMINDER_HOURS * HOUR_MS + MINUTE_MS)),
    );
    expect(await notificationsOf(receiver, arrangement.id)).toEqual([]);

    const at = after(expiresAt, -(COLLABORATION_REMINDER_HOURS - 1) * HOUR_MS);
    await Promise.all([runJob('remind-expiring-requests', at), runJob('remind-expiring-requests', at)]);
    await runJob('remind-expiring-requests', after(at, HOUR_MS));
    expect(await notificationsOf(receiver, arrangement.id)).toEqual(['ARRANGEMENT_EXPIRING']);
    expect(await notificationsOf(requester, arrangement.id)).toEqual([]);
    // A reminder changes no status, but the receiver's dashboard hears of it at once.
    expect((await arrangementAs(receiver, arrangement.id)).status).toBe('REQUESTED');
    const [event] = await theirs.arrangements.waitFor(1);
    expect(event).toMatchObject({
      action: 'CHANGED',
      arrangement: { id: arrangement.id, status: 'REQUESTED' },
    });
  });

  it('reminds nobody of a request that was answered', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const expiresAt = after(arrangement.created_at, ARRANGEMENT_REQUEST_EXPIRY_DAYS * 24 * HOUR_MS);
    await runJob('remind-expiring-requests', after(expiresAt, -HOUR_MS));
    await runJob('expire-requests', after(expiresAt, HOUR_MS));
    expect(await notificationsOf(receiver, arrangement.id)).not.toContain('ARRANGEMENT_EXPIRING');
    expect((await arrangementAs(receiver, arrangement.id)).status).toBe('IN_PROGRESS');
  });
});

describe('auto-approval of deliveries (issue 16 item 4)', () => {
  it('approves a delivery left unanswered for 72 h, not before, completing the arrangement', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const sentAt = new Date();
    const delivery = await insertPendingDelivery(arrangement.id, receiver.id, sentAt);
    const [mine, theirs] = await Promise.all([openTab(requester), openTab(receiver)]);

    await runJob('auto-approve-deliveries', after(sentAt, DELIVERY_AUTO_APPROVE_HOURS * HOUR_MS - MINUTE_MS));
    expect((await arrangementAs(requester, arrangement.id)).status).toBe('IN_PROGRESS');

    const at = after(sentAt, DELIVERY_AUTO_APPROVE_HOURS * HOUR_MS + MINUTE_MS);
    await Promise.all([runJob('auto-approve-deliveries', at), runJob('auto-approve-deliveries', at)]);
    const seen = await arrangementAs(requester, arrangement.id);
    expect(seen.status).toBe('COMPLETED');
    expect(seen.deliveries).toEqual([
      expect.objectContaining({
        id: delivery.id,
        status: 'APPROVED',
        approved_automatically: true,
        answered_at: at.toISOString(),
      }),
    ]);
    const thread = await threadOf(receiver, arrangement.id);
    const lines = thread.filter((m) => m.type === 'SYSTEM' && m.created_at === at.toISOString());
    expect(lines.map((m) => [m.content, m.data])).toEqual([
      ['DELIVERY_AUTO_APPROVED', { event: 'DELIVERY_AUTO_APPROVED', delivery_id: delivery.id }],
      ['COMPLETED', null],
    ]);
    expect(await notificationsOf(requester, arrangement.id)).toContain('DELIVERY_AUTO_APPROVED');
    expect(await notificationsOf(receiver, arrangement.id)).toContain('DELIVERY_AUTO_APPROVED');
    expect(
      (await notificationsOf(receiver, arrangement.id)).filter((k) => k === 'DELIVERY_AUTO_APPROVED'),
    ).toHaveLength(1);

    const [forRequester] = await mine.arrangements.waitFor(1);
    const [forReceiver] = await theirs.arrangements.waitFor(1);
    expect(forRequester).toMatchObject({ action: 'CHANGED', arrangement: { status: 'COMPLETED' } });
    expect(forReceiver).toMatchObject({ action: 'CHANGED', arrangement: { status: 'COMPLETED' } });
    const written = await theirs.messages.waitFor(2);
    expect(written.map((e) => e.message.content)).toEqual(['DELIVERY_AUTO_APPROVED', 'COMPLETED']);
  });

  it('reminds both parties once, 24 h before a delivery is approved by itself', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const sentAt = new Date();
    await insertPendingDelivery(arrangement.id, receiver.id, sentAt);
    const reminderFrom = (DELIVERY_AUTO_APPROVE_HOURS - COLLABORATION_REMINDER_HOURS) * HOUR_MS;

    await runJob('remind-auto-approvals', after(sentAt, reminderFrom - MINUTE_MS));
    expect(await notificationsOf(requester, arrangement.id)).not.toContain('DELIVERY_AUTO_APPROVING');

    const at = after(sentAt, reminderFrom + MINUTE_MS);
    await Promise.all([runJob('remind-auto-approvals', at), runJob('remind-auto-approvals', at)]);
    await runJob('remind-auto-approvals', after(at, HOUR_MS));
    for (const who of [requester, receiver]) {
      const kinds = await notificationsOf(who, arrangement.id);
      expect(kinds.filter((k) => k === 'DELIVERY_AUTO_APPROVING')).toHaveLength(1);
    }
    expect((await arrangementAs(requester, arrangement.id)).status).toBe('IN_PROGRESS');
  });

  it('neither approves nor reminds of a delivery the advertiser answered meanwhile', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const sentAt = new Date();
    const delivery = await insertPendingDelivery(arrangement.id, receiver.id, sentAt);
    await t.database.db
      .update(arrangementDeliveries)
      .set({ status: 'REVISION_REQUESTED', answerNote: 'Please tag us.', answeredAt: after(sentAt, HOUR_MS) })
      .where(eq(arrangementDeliveries.id, delivery.id));
    const linesBefore = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.arrangementId, arrangement.id));

    await runJob('remind-auto-approvals', after(sentAt, (DELIVERY_AUTO_APPROVE_HOURS - 1) * HOUR_MS));
    await runJob('auto-approve-deliveries', after(sentAt, (DELIVERY_AUTO_APPROVE_HOURS + 1) * HOUR_MS));

    const seen = await arrangementAs(requester, arrangement.id);
    expect(seen.status).toBe('IN_PROGRESS');
    expect(seen.deliveries).toEqual([
      expect.objectContaining({ status: 'REVISION_REQUESTED', approved_automatically: false }),
    ]);
    const kinds = await notificationsOf(requester, arrangement.id);
    expect(kinds).not.toContain('DELIVERY_AUTO_APPROVING');
    expect(kinds).not.toContain('DELIVERY_AUTO_APPROVED');
    const linesAfter = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.arrangementId, arrangement.id));
    expect(linesAfter).toEqual(linesBefore);
  });
});
