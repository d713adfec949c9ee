import { arrangements } from '../db/schema';
import { newMessageKey, sendMessage as postMessage } from '../testing/arrangements';
import { buildOffer, callApi, type Actor } from '../testing/factories';
import type { TestServer } from '../testing/startTestServer';

/** Factories of the real-time tests: arrangements between two actors, and messages in them. */

/**
 * An arrangement requested by `requester` on an offer of `receiver`, through POST arrangements/new
 * when that route answers, else as a row (the arrangement routes come with the same issue).
 */
export async function buildArrangement(t: TestServer, requester: Actor, receiver: Actor): Promise<number> {
  const offerId = await buildOffer(t, receiver);
  const created = await callApi<{ id?: number }>(t, 'POST', 'arrangements/new', requester.token, {
    user_id: receiver.id,
    offer_id: offerId,
    content: 'Hello, shall we work together?',
    message_key: newMessageKey(),
    type: receiver.user.type === 'INFLUENCER' ? 'INFLUENCER_OFFER' : 'ADVERTISER_OFFER',
  });
  if (created.status === 200 || created.status === 201) {
    if (created.body.id) return created.body.id;
  }
  if (created.status !== 404) {
    throw new Error(`arrangement not created: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const [row] = await t.database.db
    .insert(arrangements)
    .values({ offerId, requesterId: requester.id, receiverId: receiver.id, messageKey: newMessageKey() })
    .returning({ id: arrangements.id });
  return row!.id;
}

/** POST messages/messaging/send as `sender`; returns the stored message's id. */
export async function sendMessage(t: TestServer, sender: Actor, arrangementId: number, content: string) {
  const sent = await postMessage(t, sender, arrangementId, content);
  if (sent.status !== 200 && sent.status !== 201) {
    throw new Error(`message not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  return sent.body.id;
}
