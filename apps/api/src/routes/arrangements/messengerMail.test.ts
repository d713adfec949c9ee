import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TArrangement } from '@spona/contracts';
import { arrangements, users } from '../../db/schema';
import { outboxMails } from '../../testing/accounts';
import { buildServiceAndAdvertiser, newMessageKey, sendMessage } from '../../testing/arrangements';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer({ PUBLIC_URL: 'https://spona.test' });

const call = t.call;

/** The mails to `to` once there are at least `count` of them (mails go out after the answer). */
async function mailsTo(to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await outboxMails(t))
      .map((m) => Buffer.from(m, 'latin1').toString('utf8'))
      .filter((m) => m.includes(`To: ${to}`));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function request(scene: Awaited<ReturnType<typeof buildServiceAndAdvertiser>>, content = 'Bok Iva!') {
  const res = await call<TArrangement>('POST', 'arrangements/new', scene.requester, {
    user_id: scene.receiver.id,
    offer_id: scene.offerId,
    content,
    message_key: newMessageKey(),
    type: 'INFLUENCER_OFFER',
  });
  return res.body.id;
}

describe('messenger mail', () => {
  it('mails the receiver of a new request in their language with a link to the conversation', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    await t.database.db.update(users).set({ preferredLanguage: 'hr' }).where(eq(users.id, scene.receiver.id));
    const id = await request(scene, 'Trebamo priču o ljetnoj kolekciji.');
    const [mail] = await mailsTo(scene.receiver.user.email, 1);
    expect(mail).toContain('Marko Perić šalje vam zahtjev za suradnju za „Instagram story“:');
    expect(mail).toContain('Trebamo priču o ljetnoj kolekciji.');
    expect(mail).toContain(`https://spona.test/messenger/${id}`);
    expect(mail).toContain('Instagram story');
  });

  it('mails about new messages to an offline receiver at most once per hour per arrangement', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    await t.database.db
      .update(users)
      .set({ preferredLanguage: 'en' })
      .where(eq(users.id, scene.requester.id));
    const id = await request(scene);
    await call('POST', `management/handle/${id}`, scene.receiver, { action: 'ACCEPT' });
    // Issue 16: the acceptance is mailed as its notification, apart from the hourly message mails.
    const [accepted] = await mailsTo(scene.requester.user.email, 1);
    expect(accepted).toContain('<title>Request accepted</title>');
    await sendMessage(t, scene.receiver, id, 'Happy to do it, Tuesday?');
    const [, first] = await mailsTo(scene.requester.user.email, 2);
    expect(first).toContain('Iva Kovač wrote to you about “Instagram story”:');
    expect(first).toContain('Happy to do it, Tuesday?');
    await sendMessage(t, scene.receiver, id, 'Or Wednesday.');
    // The receiver got the request mail this hour, so their first message mail waits too.
    await sendMessage(t, scene.requester, id, 'Tuesday is fine.');
    // An hour later the next message mails again.
    await t.database.db
      .update(arrangements)
      .set({ requesterMailedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(arrangements.id, id));
    await sendMessage(t, scene.receiver, id, 'See you then!');
    const mails = (await mailsTo(scene.requester.user.email, 3)).slice(1);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('See you then!');
    expect(mails.join('\n')).not.toContain('Or Wednesday.');
    expect(await mailsTo(scene.receiver.user.email, 1)).toHaveLength(1);
  });

  it.each([
    ['turned email notifications off', { notifyEmail: false }],
    ['not confirmed their email', { emailVerifiedAt: null }],
    ['deleted their account', { deletedAt: new Date() }],
  ])('sends nothing to a receiver who has %s', async (_what, values) => {
    const scene = await buildServiceAndAdvertiser(t);
    const id = await request(scene);
    await t.database.db.update(users).set(values).where(eq(users.id, scene.requester.id));
    await call('POST', `management/handle/${id}`, scene.receiver, { action: 'ACCEPT' });
    await sendMessage(t, scene.receiver, id, 'Anyone there?');
    await call('POST', `management/propose/${id}`, scene.receiver, { terms: { compensation: 300 } });
    // A later mail to someone else has gone out, so this one would have by now.
    const sentinel = await buildServiceAndAdvertiser(t);
    await request(sentinel);
    expect(await mailsTo(sentinel.receiver.user.email, 1)).toHaveLength(1);
    expect(await mailsTo(scene.requester.user.email, 0)).toHaveLength(0);
  });

  it('shows the terms of a new request in its mail', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    const res = await call<TArrangement>('POST', 'arrangements/new', scene.requester, {
      user_id: scene.receiver.id,
      offer_id: scene.offerId,
      content: 'A reel for our launch?',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
      terms: { compensation: 180, deadline: '2026-12-20', deliverables: ['1 Instagram Reel', '3 stories'] },
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(scene.receiver.user.email, 1);
    // New users read Croatian.
    expect(mail).toMatch(/Naknada: 180\s€/);
    expect(mail).toContain('Rok: 20. pro 2026.');
    expect(mail).toContain('<li>Isporuka: 1 Instagram Reel, 3 stories</li>');
  });

  it('mails a counter-offer and its answer as notifications, with the terms and the message', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    await t.database.db.update(users).set({ preferredLanguage: 'hr' }).where(eq(users.id, scene.receiver.id));
    await t.database.db
      .update(users)
      .set({ preferredLanguage: 'en' })
      .where(eq(users.id, scene.requester.id));
    const id = await request(scene);
    const proposed = await call('POST', `management/propose/${id}`, scene.requester, {
      terms: { compensation: 220, deadline: '2026-12-12' },
      message: 'Možemo li 220?',
    });
    expect(proposed.status).toBe(200);
    // The request's mail first, then the counter-offer's, in the receiver's language.
    const [, offer] = await mailsTo(scene.receiver.user.email, 2);
    expect(offer).toContain('<title>Predloženi novi uvjeti</title>');
    expect(offer).toContain('Marko Perić predlaže nove uvjete za „Instagram story”.');
    expect(offer).toMatch(/Naknada: 220\s€/);
    expect(offer).toContain('Rok: 12. pro 2026.');
    expect(offer).toContain('> Možemo li 220?');
    expect(offer).toContain(`https://spona.test/messenger/${id}`);
    await call('POST', `management/proposal/${id}`, scene.receiver, { action: 'DECLINE' });
    const [answer] = await mailsTo(scene.requester.user.email, 1);
    expect(answer).toContain('<title>New terms declined</title>');
    expect(answer).toContain('Iva Kovač declined your new terms for "Instagram story".');
  });
});
