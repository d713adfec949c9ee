import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  RESPONSE_STATS_DAYS,
  type TArrangement,
  type TCreatorSearchResult,
  type TPublicInfluencer,
} from '@spona/contracts';
import { arrangements } from '../../db/schema';
import { findResponseStats } from '../../domain/arrangements/responseStats';
import { newMessageKey, sendMessage } from '../../testing/arrangements';
import { buildAdvertiser, buildCreator, buildOffer, searchWord, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

/**
 * Issue 16 item 7: a creator's response rate (share of requests answered within 24 h, last 90 days)
 * and typical response time (median), from the data; hidden (null) below 3 requests.
 */
const t = useTestServer();

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A request of a new advertiser on the creator's service, made at `at` and answered after `answeredIn`. */
async function receiveRequest(creator: Actor, offerId: number, at: Date, answeredIn: number | null) {
  const advertiser = await buildAdvertiser(t);
  const res = await t.call<TArrangement>('POST', 'arrangements/new', advertiser, {
    user_id: creator.id,
    offer_id: offerId,
    content: 'Would you make a reel for us?',
    message_key: newMessageKey(),
    type: 'INFLUENCER_OFFER',
    compensation: 150,
  });
  expect(res.status).toBe(201);
  await t.database.db
    .update(arrangements)
    .set({ createdAt: at, respondedAt: answeredIn === null ? null : new Date(at.getTime() + answeredIn) })
    .where(eq(arrangements.id, res.body.id));
  return { advertiser, arrangement: res.body };
}

async function buildCreatorWithService(overrides: Parameters<typeof buildCreator>[1] = {}) {
  const creator = await buildCreator(t, overrides);
  const offerId = await buildOffer(t, creator, { name: 'Instagram Reel' });
  return { creator, offerId };
}

describe('response figures (issue 16 item 7)', () => {
  it('counts the requests of the last 90 days: the share answered within 24 h and the median time', async () => {
    const { creator, offerId } = await buildCreatorWithService();
    const now = new Date(Date.now() + 10 * DAY_MS);
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await receiveRequest(creator, offerId, ago(10 * DAY_MS), 30 * MINUTE_MS);
    await receiveRequest(creator, offerId, ago(20 * DAY_MS), 2 * HOUR_MS);
    await receiveRequest(creator, offerId, ago(30 * DAY_MS), 3 * HOUR_MS);
    // Answered, but after two days: counts for the time, not for the rate.
    await receiveRequest(creator, offerId, ago(40 * DAY_MS), 2 * DAY_MS);
    // Never answered.
    await receiveRequest(creator, offerId, ago(50 * DAY_MS), null);
    // Older than 90 days, however well answered: ignored.
    await receiveRequest(creator, offerId, ago((RESPONSE_STATS_DAYS + 1) * DAY_MS), MINUTE_MS);
    // Made an hour ago and not answered yet: its 24 hours are not over, it counts for nothing yet.
    await receiveRequest(creator, offerId, ago(HOUR_MS), null);

    const stats = await findResponseStats(t.database.db, [creator.id], now);
    // Answered: 30 min, 2 h, 3 h, 48 h: the median is 2.5 h.
    expect(stats.get(creator.id)).toEqual({ rate: 3 / 5, median_minutes: 150, requests: 5 });
  });

  it('shows nothing below 3 requests, and no time when none was answered', async () => {
    const few = await buildCreatorWithService();
    const now = new Date();
    await receiveRequest(few.creator, few.offerId, new Date(now.getTime() - 2 * DAY_MS), HOUR_MS);
    await receiveRequest(few.creator, few.offerId, new Date(now.getTime() - 3 * DAY_MS), HOUR_MS);
    const silent = await buildCreatorWithService();
    for (const days of [2, 3, 4]) {
      await receiveRequest(silent.creator, silent.offerId, new Date(now.getTime() - days * DAY_MS), null);
    }
    const nobody = await buildCreator(t);
    const stats = await findResponseStats(t.database.db, [few.creator.id, silent.creator.id, nobody.id], now);
    expect(stats.get(few.creator.id)).toBeNull();
    expect(stats.get(silent.creator.id)).toEqual({ rate: 0, median_minutes: null, requests: 3 });
    expect(stats.get(nobody.id)).toBeNull();
  });

  it("counts the receiver's first message as their answer, not the requester's", async () => {
    const { creator, offerId } = await buildCreatorWithService();
    const { advertiser, arrangement } = await receiveRequest(creator, offerId, new Date(), null);
    await sendMessage(t, advertiser, arrangement.id, 'Any news?');
    const rowOf = async () =>
      (await t.database.db.select().from(arrangements).where(eq(arrangements.id, arrangement.id)))[0]!;
    expect((await rowOf()).respondedAt).toBeNull();
    const answer = await sendMessage(t, creator, arrangement.id, 'Yes, happy to!');
    expect((await rowOf()).respondedAt?.toISOString()).toBe(answer.body.created_at);
    // The first answer stays the answer.
    await sendMessage(t, creator, arrangement.id, 'When do you need it?');
    expect((await rowOf()).respondedAt?.toISOString()).toBe(answer.body.created_at);
  });

  it('are on the public profile and on the search card, hidden below 3 requests', async () => {
    const word = searchWord();
    const { creator, offerId } = await buildCreatorWithService({ description: `Reels ${word}` });
    const newcomer = await buildCreator(t, { description: `Reels ${word}` });
    const viewer = await buildAdvertiser(t);
    for (const hours of [1, 2, 3]) {
      await receiveRequest(creator, offerId, new Date(Date.now() - 2 * DAY_MS), hours * HOUR_MS);
    }
    const expected = { rate: 1, median_minutes: 120, requests: 3 };

    const profile = await t.call<TPublicInfluencer>('GET', `public/influencers/${creator.id}`, viewer);
    expect(profile.body.response_stats).toEqual(expected);
    const other = await t.call<TPublicInfluencer>('GET', `public/influencers/${newcomer.id}`, viewer);
    expect(other.body.response_stats).toBeNull();

    const found = await t.call<TCreatorSearchResult>('GET', `search/influencers?text=${word}`, viewer);
    const cards = new Map(found.body.data.map((card) => [card.id, card.response_stats]));
    expect(cards.get(creator.id)).toEqual(expected);
    expect(cards.get(newcomer.id)).toBeNull();
  });
});
