import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REALTIME_EVENTS,
  ZCampaignSendResult,
  type TArrangement,
  type TArrangementEvent,
  type TCampaign,
  type TCampaignSendResult,
} from '@spona/contracts';
import { arrangements, campaignCreators, campaigns, messages, offers, users } from '../../db/schema';
import { connectEcho, connected, Inbox, type EchoClient } from '../../realtime/echoTestClient';
import { newMessageKey } from '../../testing/arrangements';
import { buildCampaign, buildPricedCreator, type PricedCreator } from '../../testing/campaigns';
import { buildAdvertiser, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
const clients: EchoClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** Arrangements of `advertiser` with the given creators, oldest first. */
const requestsTo = (advertiser: Actor, creators: PricedCreator[]) =>
  t.database.db
    .select()
    .from(arrangements)
    .where(
      and(
        eq(arrangements.requesterId, advertiser.id),
        inArray(
          arrangements.receiverId,
          creators.map((c) => c.creator.id),
        ),
      ),
    )
    .orderBy(arrangements.id);

const statusOf = async (campaignId: number) =>
  (await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!.status;

/** The creator's real-time arrangement channel, as the web app listens to it. */
async function listenAs(actor: Actor) {
  const client = connectEcho(t.origin, actor.token);
  clients.push(client);
  await connected(client);
  const inbox = new Inbox<TArrangementEvent>(`arrangements of ${actor.id}`);
  client.echo.private(`arrangement.receiver.${actor.id}`).listen(REALTIME_EVENTS.arrangement, inbox.push);
  await client.settle();
  return inbox;
}

/** The send's answer, or the error shape when refused. */
type SendAnswer = TCampaignSendResult & { message?: string; errors?: Record<string, string[]> };
const send = (advertiser: Actor, campaignId: number) =>
  t.call<SendAnswer>('POST', `campaigns/${campaignId}/send`, advertiser);

describe('POST campaigns/{id}/send', () => {
  it('leaves out and names who cannot receive it, sends the others, and then tracks status and spend', async () => {
    const advertiser = await buildAdvertiser(t);
    const ready = await buildPricedCreator(t, { price: 300 });
    const unconfirmed = await buildPricedCreator(t, { firstName: 'Luka', lastName: 'Babić' });
    const busy = await buildPricedCreator(t, { firstName: 'Maja', lastName: 'Horvat' });
    const paused = await buildPricedCreator(t, { firstName: 'Ante', lastName: 'Perić' });
    const all = [ready, unconfirmed, busy, paused];
    const campaign = await buildCampaign(t, advertiser, all);
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.id, unconfirmed.creator.id));
    await t.database.db.update(offers).set({ status: 'PAUSED' }).where(eq(offers.id, paused.offerId));
    const earlier = await t.call('POST', 'arrangements/new', advertiser, {
      user_id: busy.creator.id,
      offer_id: busy.offerId,
      content: 'A request of our own, before the campaign.',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    expect(earlier.status).toBe(201);
    // The draft shows the preflight before anything is sent.
    const preflight = await t.call<TCampaign>('GET', `campaigns/${campaign.id}`, advertiser);
    expect(preflight.body.creators.map((c) => c.blocked?.reason ?? null)).toEqual([
      null,
      'EMAIL_NOT_CONFIRMED',
      'ALREADY_ACTIVE',
      'OFFER_UNAVAILABLE',
    ]);
    const inbox = await listenAs(ready.creator);

    const res = await send(advertiser, campaign.id);
    expect(res.status).toBe(200);
    const result = ZCampaignSendResult.parse(res.body);
    const [made] = await requestsTo(advertiser, [ready]);
    expect(result.sent).toEqual([{ user_id: ready.creator.id, arrangement_id: made!.id }]);
    expect(result.skipped).toEqual([
      {
        user_id: unconfirmed.creator.id,
        first_name: 'Luka',
        last_name: 'Babić',
        reason: 'EMAIL_NOT_CONFIRMED',
        message: 'This creator has not confirmed their email address yet.',
      },
      expect.objectContaining({ user_id: busy.creator.id, reason: 'ALREADY_ACTIVE' }),
      expect.objectContaining({ user_id: paused.creator.id, reason: 'OFFER_UNAVAILABLE' }),
    ]);
    expect(made).toMatchObject({
      offerId: ready.offerId,
      status: 'REQUESTED',
      compensationKind: 'MONEY',
      compensationAmount: 300,
      deadline: '2099-06-30',
    });
    const [first] = await t.database.db.select().from(messages).where(eq(messages.arrangementId, made!.id));
    expect(first).toMatchObject({ senderId: advertiser.id, content: campaign.brief });
    expect((await requestsTo(advertiser, all)).map((a) => a.receiverId)).toEqual([
      busy.creator.id,
      ready.creator.id,
    ]);
    // Announced after the commit, to the creator as they see it.
    const [event] = await inbox.waitFor(1);
    expect(event).toMatchObject({ action: 'NEW', arrangement: { id: made!.id, role: 'RECEIVER' } });

    expect(result.campaign).toMatchObject({
      status: 'SENT',
      totals: { price: 300, spend: 0, reach: 12_000 },
    });
    expect(result.campaign.sent_at).not.toBeNull();
    expect(
      result.campaign.creators.map((c) => [c.arrangement?.status ?? null, c.blocked?.reason ?? null]),
    ).toEqual([
      ['REQUESTED', null],
      [null, 'EMAIL_NOT_CONFIRMED'],
      [null, 'ALREADY_ACTIVE'],
      [null, 'OFFER_UNAVAILABLE'],
    ]);

    // The creator accepts and delivers: the campaign follows the status, the delivery and the spend.
    const accepted = await t.call<TArrangement>('POST', `management/handle/${made!.id}`, ready.creator, {
      action: 'ACCEPT',
    });
    expect(accepted.status).toBe(200);
    const delivered = await t.call('POST', `arrangements/${made!.id}/deliveries`, ready.creator, {
      links: ['https://example.com/reel'],
    });
    expect(delivered.status).toBe(201);
    const tracked = await t.call<TCampaign>('GET', `campaigns/${campaign.id}`, advertiser);
    expect(tracked.body.creators[0]!.arrangement).toEqual({
      id: made!.id,
      status: 'IN_PROGRESS',
      amount: 300,
      deliveries: { total: 1, pending: 1, revision_requested: 0, approved: 0 },
      spend: 300,
    });
    expect(tracked.body.totals).toMatchObject({ price: 300, spend: 300, completed_spend: 0, remaining: 700 });
  });

  it('keeps a sent campaign’s creators and brief (409), while its name may change', async () => {
    const advertiser = await buildAdvertiser(t);
    const iva = await buildPricedCreator(t);
    const luka = await buildPricedCreator(t, { firstName: 'Luka' });
    const campaign = await buildCampaign(t, advertiser, [iva]);
    expect((await send(advertiser, campaign.id)).status).toBe(200);
    const refused: [string, string, unknown, string][] = [
      [
        'POST',
        `campaigns/${campaign.id}/creators`,
        { user_id: luka.creator.id, offer_id: luka.offerId },
        'The campaign has been sent: its creators can no longer change.',
      ],
      [
        'DELETE',
        `campaigns/${campaign.id}/creators/${iva.creator.id}`,
        undefined,
        'The campaign has been sent: its creators can no longer change.',
      ],
      [
        'PUT',
        `campaigns/${campaign.id}`,
        { brief: 'Another brief' },
        'The campaign has been sent: its brief can no longer change.',
      ],
      ['POST', `campaigns/${campaign.id}/send`, {}, 'This campaign has already been sent.'],
    ];
    for (const [method, path, body, message] of refused) {
      const res = await t.call(method, path, advertiser, body);
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 409, message]);
    }
    const renamed = await t.call<TCampaign>('PUT', `campaigns/${campaign.id}`, advertiser, {
      name: 'Renamed',
      brief: campaign.brief,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', brief: campaign.brief, status: 'SENT' });
    expect((await requestsTo(advertiser, [iva, luka])).map((a) => a.receiverId)).toEqual([iva.creator.id]);
  });

  it('sends nothing when an insert in the middle fails, and all on the next try', async () => {
    const advertiser = await buildAdvertiser(t);
    const creators = [
      await buildPricedCreator(t),
      await buildPricedCreator(t, { firstName: 'Luka' }),
      await buildPricedCreator(t, { firstName: 'Maja' }),
    ];
    const campaign = await buildCampaign(t, advertiser, creators);
    const other = await buildPricedCreator(t, { firstName: 'Ante' });
    // The second creator's request key is taken by another request of the advertiser meanwhile: its
    // insert hits arrangements_requester_message_key_key after the first request was made.
    const [second] = await t.database.db
      .select()
      .from(campaignCreators)
      .where(
        and(
          eq(campaignCreators.campaignId, campaign.id),
          eq(campaignCreators.creatorId, creators[1]!.creator.id),
        ),
      );
    const taken = await t.call('POST', 'arrangements/new', advertiser, {
      user_id: other.creator.id,
      offer_id: other.offerId,
      content: 'Hello',
      message_key: second!.messageKey,
      type: 'INFLUENCER_OFFER',
    });
    expect(taken.status).toBe(201);

    const failed = await send(advertiser, campaign.id);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe('The campaign could not be sent, so nothing was sent. Try again.');
    expect(await requestsTo(advertiser, creators)).toEqual([]);
    expect(await statusOf(campaign.id)).toBe('DRAFT');
    expect(
      (
        await t.database.db
          .select()
          .from(campaignCreators)
          .where(eq(campaignCreators.campaignId, campaign.id))
      ).map((r) => r.arrangementId),
    ).toEqual([null, null, null]);

    const retried = await send(advertiser, campaign.id);
    expect(retried.status).toBe(200);
    expect(retried.body.sent).toHaveLength(3);
    expect(await requestsTo(advertiser, creators)).toHaveLength(3);
  });

  it('sends nothing when a creator becomes unable between the preflight and their request', async () => {
    const advertiser = await buildAdvertiser(t);
    const first = await buildPricedCreator(t);
    const second = await buildPricedCreator(t, { firstName: 'Luka', lastName: 'Babić' });
    const campaign = await buildCampaign(t, advertiser, [first, second]);
    // A change that lands inside the send, after the first request: the second service is paused.
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION test_pause_service() RETURNS trigger AS $$
      BEGIN UPDATE offers SET status = 'PAUSED' WHERE id = ${second.offerId}; RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await t.database.db.execute(sql`CREATE TRIGGER test_pause_service AFTER INSERT ON arrangements
      FOR EACH ROW EXECUTE FUNCTION test_pause_service()`);
    let res;
    try {
      res = await send(advertiser, campaign.id);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER test_pause_service ON arrangements`);
      await t.database.db.execute(sql`DROP FUNCTION test_pause_service()`);
    }
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Luka Babić can no longer receive the request. Nothing was sent: check the campaign and send it again.',
    );
    expect(await requestsTo(advertiser, [first, second])).toEqual([]);
    expect(await statusOf(campaign.id)).toBe('DRAFT');
    const [service] = await t.database.db.select().from(offers).where(eq(offers.id, second.offerId));
    expect(service!.status).toBe('ACTIVE');
  });

  it('refuses a send with nothing to send or no brief, and by an advertiser who may not request', async () => {
    const advertiser = await buildAdvertiser(t);
    const iva = await buildPricedCreator(t);
    const empty = await buildCampaign(t, advertiser);
    expect((await send(advertiser, empty.id)).body.message).toBe(
      'Add at least one creator before sending the campaign.',
    );
    const briefless = await buildCampaign(t, advertiser, [iva], { brief: null });
    const noBrief = await send(advertiser, briefless.id);
    expect([noBrief.status, noBrief.body.errors]).toEqual([
      422,
      { brief: ["Write the brief: it is sent to each creator as the request's message."] },
    ]);
    const blocked = await buildCampaign(t, advertiser, [iva]);
    await t.database.db.update(offers).set({ status: 'PAUSED' }).where(eq(offers.id, iva.offerId));
    const nobody = await send(advertiser, blocked.id);
    expect([nobody.status, nobody.body.message]).toEqual([
      422,
      "None of the campaign's creators can receive a request right now.",
    ]);
    await t.database.db.update(offers).set({ status: 'ACTIVE' }).where(eq(offers.id, iva.offerId));
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, advertiser.id));
    const unconfirmed = await send(advertiser, blocked.id);
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([
      403,
      'Confirm your email address first.',
    ]);
    expect(await requestsTo(advertiser, [iva])).toEqual([]);
    expect(await statusOf(blocked.id)).toBe('DRAFT');
  });
});
