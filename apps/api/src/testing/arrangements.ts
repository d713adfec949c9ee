import { randomBytes } from 'node:crypto';
import {
  ARRANGEMENT_REQUEST_EXPIRY_DAYS,
  type TArrangement,
  type TArrangementStatus,
  type TMessage,
  type TOfferCreate,
} from '@spona/contracts';
import { expireRequests } from '../domain/arrangements/collaborationJobs';
import { buildAdvertiser, buildCreator, buildOffer, callApi, type Actor } from './factories';
import type { TestServer } from './startTestServer';

/** Helpers of the arrangement and messenger tests: everything goes through the API like the web app. */

const DAY_MS = 24 * 60 * 60 * 1000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh SPEC §9 message key: 8 alphanumerics. */
export function newMessageKey(): string {
  return [...randomBytes(8)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

export type ArrangementFixture = {
  requester: Actor;
  receiver: Actor;
  offerId: number;
  arrangement: TArrangement;
};

/** A creator's service published through the API, and an advertiser ready to request it. */
export async function buildServiceAndAdvertiser(t: TestServer, offer: Partial<TOfferCreate> = {}) {
  const receiver = await buildCreator(t, { firstName: 'Iva', lastName: 'Kovač' });
  const requester = await buildAdvertiser(t, { firstName: 'Marko', lastName: 'Perić' });
  const offerId = await buildOffer(t, receiver, { name: 'Instagram story', ...offer });
  return { requester, receiver, offerId };
}

/** An advertiser's request on a creator's service, then driven to `status` by the participants. */
export async function buildArrangement(
  t: TestServer,
  status: TArrangementStatus = 'REQUESTED',
): Promise<ArrangementFixture> {
  const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t);
  const created = await callApi<TArrangement>(t, 'POST', 'arrangements/new', requester.token, {
    user_id: receiver.id,
    offer_id: offerId,
    content: 'Hello, we would like a story about our summer collection.',
    message_key: newMessageKey(),
    type: 'INFLUENCER_OFFER',
    compensation: 120,
  });
  if (created.status !== 201) throw new Error(`arrangement not created: ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  const steps: Record<TArrangementStatus, [Actor, string, unknown][]> = {
    REQUESTED: [],
    IN_PROGRESS: [[receiver, `management/handle/${id}`, { action: 'ACCEPT' }]],
    DECLINED: [[receiver, `management/handle/${id}`, { action: 'DECLINE', data: { message: 'Booked up.' } }]],
    CANCELED: [[requester, `management/handle/${id}`, { action: 'CANCEL' }]],
    COMPLETED: [
      [receiver, `management/handle/${id}`, { action: 'ACCEPT' }],
      [requester, `management/review/${id}`, { rating: 5, comment: 'Great work' }],
    ],
    ABORTED: [
      [receiver, `management/handle/${id}`, { action: 'ACCEPT' }],
      [receiver, `management/abort/${id}`, { reason: 'No answer for weeks.' }],
    ],
    // Issue 16: no call expires a request; the expiry job does (see expireArrangements below).
    EXPIRED: [],
  };
  let arrangement = created.body;
  for (const [actor, path, body] of steps[status]) {
    const res = await callApi<TArrangement>(t, 'POST', path, actor.token, body);
    if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
    arrangement = res.body;
  }
  if (status === 'EXPIRED') {
    // Issue 16: the expiry job, a week and a day later.
    await expireRequests(
      t.database.db,
      new Date(Date.now() + (ARRANGEMENT_REQUEST_EXPIRY_DAYS + 1) * DAY_MS),
    );
    const res = await callApi<TArrangement>(t, 'GET', `arrangements/${id}`, requester.token);
    arrangement = res.body;
  }
  return { requester, receiver, offerId, arrangement };
}

/**
 * POST messages/messaging/send as `who`, with a fresh message key unless the test retries one; answered
 * as it is (the abuse tests pass ill-typed fields on purpose, hence `unknown`).
 */
export const sendMessage = (
  t: TestServer,
  who: Actor,
  arrangementId: unknown,
  content: unknown,
  key: unknown = newMessageKey(),
) =>
  callApi<TMessage>(t, 'POST', 'messages/messaging/send', who.token, {
    arrangement_id: arrangementId,
    content,
    message_key: key,
  });
