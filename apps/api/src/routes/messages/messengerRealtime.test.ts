import { afterEach, describe, expect, it } from 'vitest';
import {
  REALTIME_EVENTS,
  type TArrangement,
  type TArrangementEvent,
  type TMessageEvent,
  type TMessageList,
  type TMessageSeenEvent,
} from '@spona/contracts';
import { connectEcho, connected, Inbox, type EchoClient } from '../../realtime/echoTestClient';
import { outboxMails } from '../../testing/accounts';
import {
  buildArrangement,
  buildServiceAndAdvertiser,
  newMessageKey,
  sendMessage,
} from '../../testing/arrangements';
import type { Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
const clients: EchoClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const call = t.call;

/** A signed-in tab of the messenger listening on the user's two channels, as the web app does. */
async function openTab(actor: Actor) {
  const client = connectEcho(t.origin, actor.token);
  clients.push(client);
  await connected(client);
  const messages = new Inbox<TMessageEvent>(`messages of ${actor.id}`);
  const seen = new Inbox<TMessageSeenEvent>(`seen of ${actor.id}`);
  const arrangements = new Inbox<TArrangementEvent>(`arrangements of ${actor.id}`);
  client.echo
    .private(`message.receiver.${actor.id}`)
    .listen(REALTIME_EVENTS.message, messages.push)
    .listen(REALTIME_EVENTS.messageSeen, seen.push);
  client.echo
    .private(`arrangement.receiver.${actor.id}`)
    .listen(REALTIME_EVENTS.arrangement, arrangements.push);
  await client.settle();
  return { messages, seen, arrangements };
}

describe('messenger real-time events', () => {
  it('announces a new request to both sides, each as they see it, and its message to the receiver', async () => {
    const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t);
    const [mine, theirs] = await Promise.all([openTab(requester), openTab(receiver)]);
    const res = await call<TArrangement>('POST', 'arrangements/new', requester, {
      user_id: receiver.id,
      offer_id: offerId,
      content: 'Hello!',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    const [forReceiver] = await theirs.arrangements.waitFor(1);
    expect(forReceiver).toMatchObject({
      action: 'NEW',
      arrangement: { id: res.body.id, role: 'RECEIVER', unseen_count: 1 },
    });
    const [forRequester] = await mine.arrangements.waitFor(1);
    expect(forRequester).toMatchObject({
      action: 'NEW',
      arrangement: { id: res.body.id, role: 'REQUESTER' },
    });
    const [message] = await theirs.messages.waitFor(1);
    expect(message!.message).toMatchObject({
      content: 'Hello!',
      sender: requester.id,
      arrangement: res.body.id,
    });
    // The requester's own message never comes back to them.
    await sendMessage(t, receiver, res.body.id, 'Hi back');
    await mine.messages.waitFor(1);
    expect(mine.messages.items.map((e) => e.message.content)).toEqual(['Hi back']);
  });

  it('delivers a message once to the receiver only, even when the send is retried', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const [mine, theirs] = await Promise.all([openTab(requester), openTab(receiver)]);
    const key = newMessageKey();
    const first = await sendMessage(t, requester, arrangement.id, 'Draft attached', key);
    await sendMessage(t, requester, arrangement.id, 'Draft attached', key);
    await sendMessage(t, requester, arrangement.id, 'And the caption', newMessageKey());
    const received = await theirs.messages.waitFor(2);
    expect(received.map((e) => e.message)).toEqual([
      first.body,
      expect.objectContaining({ content: 'And the caption' }),
    ]);
    expect(mine.messages.items).toEqual([]);
  });

  it('tells both sides about a change and the receiver about the messages it wrote', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    const [mine, theirs] = await Promise.all([openTab(requester), openTab(receiver)]);
    await call('POST', `management/handle/${arrangement.id}`, receiver, {
      action: 'DECLINE',
      data: { message: 'Fully booked.' },
    });
    const [changedForMe] = await mine.arrangements.waitFor(1);
    expect(changedForMe).toMatchObject({
      action: 'CHANGED',
      arrangement: { status: 'DECLINED', role: 'REQUESTER', unseen_count: 2 },
    });
    expect((await theirs.arrangements.waitFor(1))[0]).toMatchObject({
      action: 'CHANGED',
      arrangement: { status: 'DECLINED', role: 'RECEIVER', allowed_operations: ['REPORT'] },
    });
    const written = await mine.messages.waitFor(2);
    expect(written.map((e) => [e.message.type, e.message.content])).toEqual([
      ['SYSTEM', 'DECLINED'],
      ['TEXT', 'Fully booked.'],
    ]);
  });

  it("clears the badge in the viewer's other tabs when a conversation is opened", async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    const [mine, theirs] = await Promise.all([openTab(requester), openTab(receiver)]);
    const res = await call<TMessageSeenEvent>(
      'POST',
      `messages/messaging/open/${arrangement.id}`,
      receiver,
      {},
    );
    const [seen] = await theirs.seen.waitFor(1);
    expect(seen).toEqual(res.body);
    expect(seen).toMatchObject({ arrangement_id: arrangement.id, user_id: receiver.id });
    // Issue 16: the requester's request message was just seen: their read receipt turns "Seen".
    const [receipt] = await mine.seen.waitFor(1);
    expect(receipt).toEqual(res.body);
  });

  it('tells the sender live when their messages are seen, and only when something was newly seen (issue 16)', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const [mine, theirs] = await Promise.all([openTab(requester), openTab(receiver)]);
    const open = (who: Actor) =>
      call<TMessageSeenEvent>('POST', `messages/messaging/open/${arrangement.id}`, who, {});
    await open(receiver);
    await mine.seen.waitFor(1);
    await sendMessage(t, requester, arrangement.id, 'Here is the brief.');
    await theirs.messages.waitFor(1);
    const res = await open(receiver);
    const receipts = await mine.seen.waitFor(2);
    expect(receipts[1]).toEqual({
      arrangement_id: arrangement.id,
      user_id: receiver.id,
      seen_at: res.body.seen_at,
    });
    const read = await call<TMessageList>('GET', `messages/messaging/read/${arrangement.id}`, requester);
    expect(read.body.data.find((m) => m.content === 'Here is the brief.')!.seen_at).toBe(res.body.seen_at);

    // Opening again with nothing new: the viewer's own tabs hear it, the other side does not.
    await open(receiver);
    await theirs.seen.waitFor(3);
    await sendMessage(t, receiver, arrangement.id, 'barrier');
    await mine.messages.waitFor(1);
    expect(mine.seen.items).toHaveLength(2);
  });

  it('mails no message to a receiver who has the app open', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const theirs = await openTab(requester);
    await sendMessage(t, receiver, arrangement.id, 'You are online, no mail for you');
    await theirs.messages.waitFor(1);
    // A mail to someone offline afterwards has gone out, so a mail to the requester would have too.
    const other = await buildServiceAndAdvertiser(t);
    await call('POST', 'arrangements/new', other.requester, {
      user_id: other.receiver.id,
      offer_id: other.offerId,
      content: 'sentinel',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    const deadline = Date.now() + 5000;
    while (
      !(await outboxMails(t)).some((m) => m.includes(other.receiver.user.email)) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const mails = await outboxMails(t);
    expect(mails.some((m) => m.includes(other.receiver.user.email))).toBe(true);
    // (The acceptance of the request was mailed to them before, as its notification.)
    expect(mails.some((m) => m.includes(requester.user.email) && m.includes('You are online'))).toBe(false);
  });
});
