import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATION_REMINDER_HOURS, ZPushPayload, type TUnsubscribeResult } from '@spona/contracts';
import { users } from '../../db/schema';
import { decodeQuotedPrintable } from '../../testing/accounts';
import { buildArrangement } from '../../testing/arrangements';
import { buildAdvertiser, buildCreator, buildOffer, searchWord, type Actor } from '../../testing/factories';
import { generateBrowserPushKeys, startPushService, type PushService } from '../../testing/pushService';
import { useTestServer } from '../../testing/useTestServer';

/**
 * Issue 20: the daily digest, run through the server's own job (`app.jobs`) at times the test chooses,
 * its mails delivered to a real SMTP server.
 */
type Received = { to: string[]; text: string };

/** The mail's text with its quoted-printable parts decoded as the UTF-8 they are. */
const decodeMail = (raw: Buffer) =>
  Buffer.from(decodeQuotedPrintable(raw.toString('latin1')), 'latin1').toString('utf8');

let smtp: SMTPServer;
let pushService: PushService;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeMail(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
const t = useTestServer(() => ({ SMTP_URL: smtpUrl }));

const HOUR_MS = 60 * 60 * 1000;
const hoursLater = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/** Runs the digest job as if the clock showed `at`; how many digests it sent. */
async function runDigests(at: Date): Promise<number> {
  const job = t.server.jobs.find((j) => j.name === 'send-digests');
  if (!job) throw new Error('no digest job');
  return (await job.run(at)) as number;
}

/** The digests mailed to the user (not the messenger's mails), oldest first. */
const mailsTo = (actor: Actor) =>
  received.filter(
    (m) => m.to.includes(actor.user.email) && /^Subject: (New for you|Novo za vas)/m.test(m.text),
  );

/** Sets the user's notification preferences straight in the database. */
async function preferences(
  actor: Actor,
  set: { notifyRecommendations?: boolean; notifyReminders?: boolean },
) {
  await t.database.db.update(users).set(set).where(eq(users.id, actor.id));
}

/** The mail's unsubscribe links: the web app's page (not the API), which calls the API itself. */
const linksIn = (text: string) => {
  const links = [...text.matchAll(/https?:\/\/\S+\/unsubscribe\/([A-Za-z0-9_-]+)/g)];
  for (const [link] of links) expect(link).not.toContain('/api/');
  return links;
};

describe('the daily digest', () => {
  it('mails only new matches, at most once a day, nothing when nothing is new, in the user’s language', async () => {
    const word = searchWord();
    const creator = await buildCreator(t, { preferredLanguage: 'en' });
    await preferences(creator, { notifyRecommendations: false, notifyReminders: false });
    const advertiser = await buildAdvertiser(t);
    await t.call('POST', 'saved-searches', creator, {
      kind: 'offers',
      name: 'Summer',
      filters: { text: word },
    });
    await buildOffer(t, advertiser, { name: `First ${word}` });

    const day1 = hoursLater(1);
    await runDigests(day1);
    expect(mailsTo(creator)).toHaveLength(1);
    const first = mailsTo(creator)[0]!.text;
    expect(first).toContain('Subject: New for you on Spona');
    expect(first).toContain(`First ${word}`);
    expect(first).toContain('New offers for your saved search “Summer”');

    // Within the day: not due again, even with a new match.
    await buildOffer(t, advertiser, { name: `Second ${word}` });
    await runDigests(new Date(day1.getTime() + 2 * HOUR_MS));
    expect(mailsTo(creator)).toHaveLength(1);

    // The next day: only what is new since the first digest.
    await runDigests(new Date(day1.getTime() + 25 * HOUR_MS));
    expect(mailsTo(creator)).toHaveLength(2);
    const second = mailsTo(creator)[1]!.text;
    expect(second).toContain(`Second ${word}`);
    expect(second).not.toContain(`First ${word}`);

    // The day after, nothing new: no mail.
    await runDigests(new Date(day1.getTime() + 50 * HOUR_MS));
    expect(mailsTo(creator)).toHaveLength(2);
  });

  it('writes in Croatian to a user who chose it', async () => {
    const word = searchWord();
    const creator = await buildCreator(t, { preferredLanguage: 'hr' });
    await preferences(creator, { notifyRecommendations: false, notifyReminders: false });
    await t.call('POST', 'saved-searches', creator, {
      kind: 'offers',
      name: 'Ljeto',
      filters: { text: word },
    });
    await buildOffer(t, await buildAdvertiser(t), { name: `Ponuda ${word}` });
    await runDigests(hoursLater(1));
    expect(mailsTo(creator)).toHaveLength(1);
    expect(mailsTo(creator)[0]!.text).toContain('Nove ponude za vašu spremljenu pretragu „Ljeto”');
  });

  it('stops a saved search’s mails, or the whole digest’s, from the mail’s link without signing in', async () => {
    const word = searchWord();
    const creator = await buildCreator(t);
    await preferences(creator, { notifyRecommendations: false, notifyReminders: false });
    const advertiser = await buildAdvertiser(t);
    await t.call('POST', 'saved-searches', creator, { kind: 'offers', filters: { text: word } });
    await buildOffer(t, advertiser, { name: `One ${word}` });
    const day1 = hoursLater(1);
    await runDigests(day1);
    const links = linksIn(mailsTo(creator)[0]!.text).map((m) => m[1]!);
    const [searchToken, digestToken] = [...new Set(links)];
    expect(searchToken).toBeDefined();
    expect(digestToken).toBeDefined();

    const once = await t.call<TUnsubscribeResult>('GET', `saved-searches/unsubscribe/${searchToken}`, null);
    expect(once.status).toBe(200);
    expect(once.body.unsubscribed).toBe('SAVED_SEARCH');
    // Idempotent, and a POST (one-click) does the same.
    expect((await t.call('POST', `saved-searches/unsubscribe/${searchToken}`, null)).status).toBe(200);
    await buildOffer(t, advertiser, { name: `Two ${word}` });
    await runDigests(new Date(day1.getTime() + 25 * HOUR_MS));
    expect(mailsTo(creator)).toHaveLength(1);

    // A second search, but the whole digest unsubscribed: no mail either.
    const other = searchWord();
    await t.call('POST', 'saved-searches', creator, { kind: 'offers', filters: { text: other } });
    const all = await t.call<TUnsubscribeResult>('GET', `saved-searches/unsubscribe/${digestToken}`, null);
    expect(all.body).toEqual({
      unsubscribed: 'DIGEST',
      message: 'You will no longer get the daily digest by email.',
    });
    await buildOffer(t, advertiser, { name: `Three ${other}` });
    await runDigests(new Date(day1.getTime() + 50 * HOUR_MS));
    expect(mailsTo(creator)).toHaveLength(1);
  });

  it('recommends offers only to users whose recommendation preference is on', async () => {
    const word = searchWord();
    const advertiser = await buildAdvertiser(t);
    const wanting = await buildCreator(t, { preferredLanguage: 'en' });
    await preferences(wanting, { notifyReminders: false });
    const refusing = await buildCreator(t);
    await preferences(refusing, { notifyRecommendations: false, notifyReminders: false });
    await buildOffer(t, advertiser, { name: `Fitting ${word}` });
    await runDigests(hoursLater(1));
    expect(mailsTo(wanting)).toHaveLength(1);
    expect(mailsTo(wanting)[0]!.text).toMatch(
      new RegExp(`Offers recommended for you:(\\r?\\n- .*)*\\r?\\n- Fitting ${word}`),
    );
    expect(mailsTo(refusing)).toEqual([]);
  });

  it('reminds of an expiring request only users whose reminder preference is on', async () => {
    const on = await buildArrangement(t);
    const off = await buildArrangement(t);
    for (const [fixture, reminders] of [
      [on, true],
      [off, false],
    ] as const) {
      await preferences(fixture.receiver, { notifyRecommendations: false, notifyReminders: reminders });
      await t.database.db
        .update(users)
        .set({ preferredLanguage: 'en' })
        .where(eq(users.id, fixture.receiver.id));
      await preferences(fixture.requester, { notifyRecommendations: false, notifyReminders: false });
    }
    const expiresAt = new Date(on.arrangement.expires_at!).getTime();
    await runDigests(new Date(expiresAt - (COLLABORATION_REMINDER_HOURS / 2) * HOUR_MS));
    expect(mailsTo(on.receiver)).toHaveLength(1);
    expect(mailsTo(on.receiver)[0]!.text).toContain('1 request expires within a day');
    expect(mailsTo(off.receiver)).toEqual([]);

    // The collaboration's own reminder (issue 16) is mailed by the same preference.
    const remind = t.server.jobs.find((j) => j.name === 'remind-expiring-requests')!;
    await remind.run(new Date(expiresAt - (COLLABORATION_REMINDER_HOURS / 2) * HOUR_MS));
    const reminderMails = (actor: Actor) =>
      received.filter(
        (m) => m.to.includes(actor.user.email) && m.text.includes('Subject: Request expires tomorrow'),
      );
    await expect.poll(() => reminderMails(on.receiver).length).toBe(1);
    expect(reminderMails(off.receiver)).toEqual([]);
  });

  it('pushes the digest to a user’s browser, without a mail when their email notifications are off', async () => {
    const word = searchWord();
    const creator = await buildCreator(t, { preferredLanguage: 'en', notifyEmail: false });
    await preferences(creator, { notifyRecommendations: false, notifyReminders: false });
    const keys = generateBrowserPushKeys();
    const endpoint = pushService.newEndpoint();
    const subscribed = await t.call('POST', 'subscriptions', creator, {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(subscribed.status).toBe(201);
    await t.call('POST', 'saved-searches', creator, { kind: 'offers', filters: { text: word } });
    await buildOffer(t, await buildAdvertiser(t), { name: `Pushed ${word}` });
    expect(await runDigests(hoursLater(1))).toBeGreaterThan(0);
    const [push] = await pushService.pushesTo(endpoint, 1);
    const payload = ZPushPayload.parse(JSON.parse(keys.decrypt(push!.body).toString('utf8')));
    expect(payload).toMatchObject({
      type: 'DIGEST',
      title: 'New for you',
      body: '1 new item since yesterday',
    });
    expect(payload.url).toBe('/dashboard');
    expect(mailsTo(creator)).toEqual([]);
  });
});
