import argon2 from 'argon2';
import sharp from 'sharp';
import { OAUTH_CLIENT_ID } from '@spona/contracts';
import { newMessageKey } from '../arrangements';
import { clientSecret } from '../accounts';
import { buildAdvertiser, buildCreator, buildOffer, callApi, type Actor } from '../factories';
import { buildStaff } from '../staff';
import { generateBrowserPushKeys } from '../pushService';
import type { TestServer } from '../startTestServer';

/** The password of every actor of the sweep, so that the calls asking for it get past that check. */
export const SWEEP_PASSWORD = 'Sweep-password-1';

export type Role = 'anonymous' | 'creator' | 'advertiser' | 'staff';

/** Who calls: a user (creator, advertiser) or a staff member of the console (issue 17), who has no user row. */
export type Caller = Pick<Actor, 'id' | 'token'> & { user?: Actor['user'] };

/** Issue 17: the console's calls, which only staff get past (the sweep's staff is an admin). */
export const isConsoleOperation = (path: string) => path.startsWith('/api/v1/console/');

/** A signed-in admin of the console. */
export async function buildSweepStaff(t: TestServer): Promise<Caller> {
  const member = await buildStaff(t, { role: 'ADMIN' });
  return { id: member.id, token: member.token };
}

/**
 * What the sweep acts on: a creator and an advertiser, each with an offer, the advertiser's request on
 * the creator's service (an arrangement with messages), the creator's portfolio item and social account,
 * an image of the advertiser's offer and a push subscription each. `ids` are the ids a path param of
 * an operation may need, the caller's own first.
 */
export type SweepWorld = {
  creator: Actor;
  advertiser: Actor;
  /** Issue 17: an admin of the console. */
  staff: Caller;
  creatorOffer: number;
  advertiserOffer: number;
  arrangement: number;
  /** An arrangement in progress, for the messenger's calls. */
  chat: number;
  /** The advertiser's first message in `chat`. */
  message: number;
  image: number;
  /** The creator's service the advertiser has not requested yet. */
  openOffer: number;
  clientSecret: string;
  ids: Record<Exclude<Role, 'anonymous'>, Partial<Record<IdKind, number>>>;
};

export type IdKind =
  | 'user'
  | 'offer'
  | 'arrangement'
  | 'chat'
  | 'portfolio'
  | 'social'
  | 'image'
  | 'subscription'
  | 'staff'
  | 'shortlist'
  | 'campaign';

/**
 * Which of the world's ids a path id names, by the path: ids of different tables are small numbers
 * alike, and the wrong one would act on the wrong row (a review of the chat's arrangement). A path
 * none of these name tries them all.
 */
const ID_KINDS: [RegExp, IdKind][] = [
  [/shortlists/, 'shortlist'],
  [/campaigns/, 'campaign'],
  [/console\/staff/, 'staff'],
  [/offers\/images/, 'image'],
  [/portfolio/, 'portfolio'],
  [/social|networks/, 'social'],
  [/subscriptions/, 'subscription'],
  [/messaging/, 'chat'],
  [/management|arrangements/, 'arrangement'],
  [/offers/, 'offer'],
  [/users|data|public\/(influencers|agencies)/, 'user'],
];

/** The ids to try for the path id of `path`, as `role`: the one the path names first, its own before others'. */
export function candidateIds(world: SweepWorld, role: Exclude<Role, 'anonymous'>, path: string): number[] {
  const kind = ID_KINDS.find(([pattern]) => pattern.test(path))?.[1];
  const others = (['creator', 'advertiser', 'staff'] as const).filter((other) => other !== role);
  const all = [role, ...others].flatMap((who) => Object.entries(world.ids[who]));
  const named = all.filter(([name]) => name === kind).map(([, id]) => id);
  return [...new Set(named.length > 0 ? named : all.map(([, id]) => id))];
}

async function created(t: TestServer, who: Actor, path: string, body: unknown): Promise<number> {
  const res = await callApi<{ id?: number }>(t, 'POST', path, who.token, body);
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`sweep world: POST ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
  }
  return Number(res.body.id);
}

async function uploadImage(t: TestServer, who: Actor, offerId: number): Promise<number> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('offer_id', String(offerId));
  form.append('image', new Blob([new Uint8Array(png)]), 'a.png');
  const res = await fetch(`${t.api}/agencies/offers/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`sweep world: image upload answered ${res.status}`);
  return ((await res.json()) as { id: number }).id;
}

/** A browser's subscription for POST subscriptions, with keys that are real P-256 points. */
export function browserSubscription() {
  const keys = generateBrowserPushKeys();
  return {
    endpoint: `https://push.example.com/send/${newMessageKey()}${newMessageKey()}`,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
}

let sweepPasswordHash: Promise<string> | undefined;

/** A signed-in creator and advertiser who know SWEEP_PASSWORD. */
export async function buildSweepActors(t: TestServer): Promise<{ creator: Actor; advertiser: Actor }> {
  // Cheap parameters: the server verifies with the parameters stored in the hash, and the sweep signs
  // in and confirms its password hundreds of times.
  const passwordHash = await (sweepPasswordHash ??= argon2.hash(SWEEP_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
  }));
  const [creator, advertiser] = await Promise.all([
    buildCreator(t, { passwordHash }),
    buildAdvertiser(t, { passwordHash }),
  ]);
  return { creator, advertiser };
}

export async function buildSweepWorld(t: TestServer): Promise<SweepWorld> {
  const { creator, advertiser } = await buildSweepActors(t);
  const staff = await buildSweepStaff(t);
  const [creatorOffer, chatOffer, openOffer, advertiserOffer] = await Promise.all([
    buildOffer(t, creator),
    buildOffer(t, creator),
    buildOffer(t, creator),
    buildOffer(t, advertiser),
  ]);
  const request = (offerId: number) =>
    created(t, advertiser, 'arrangements/new', {
      user_id: creator.id,
      offer_id: offerId,
      content: 'A story about our summer collection, please.',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
      compensation: 120,
    });
  const [arrangement, chat] = await Promise.all([request(creatorOffer), request(chatOffer)]);
  await created(t, creator, `management/handle/${chat}`, { action: 'ACCEPT' });
  const messages = await callApi<{ data: { id: number }[] }>(
    t,
    'GET',
    `messages/messaging/read/${chat}`,
    creator.token,
  );
  const [portfolio, social, image, creatorSubscription, advertiserSubscription] = await Promise.all([
    created(t, creator, 'influencers/portfolio', {
      advertiser_name: 'Spona',
      type: 'LINK',
      link: 'https://example.com/p',
    }),
    created(t, creator, 'influencers/social', {
      network: 1,
      username: `sweep_${creator.id}`,
      followers: 1200,
    }),
    uploadImage(t, advertiser, advertiserOffer),
    created(t, creator, 'subscriptions', browserSubscription()),
    created(t, advertiser, 'subscriptions', browserSubscription()),
  ]);
  // Issue 20: the advertiser's shortlist and campaign draft, with the creator in each.
  const [shortlist, campaign] = await Promise.all([
    created(t, advertiser, 'shortlists', { name: 'Sweep' }),
    created(t, advertiser, 'campaigns', { name: 'Sweep', brief: 'A reel, please.' }),
  ]);
  await created(t, advertiser, `shortlists/${shortlist}/creators`, { user_id: creator.id });
  await created(t, advertiser, `campaigns/${campaign}/creators`, {
    user_id: creator.id,
    offer_id: openOffer,
  });
  return {
    creator,
    advertiser,
    staff,
    creatorOffer,
    advertiserOffer,
    arrangement,
    chat,
    message: messages.body.data.at(-1)!.id,
    image,
    openOffer,
    clientSecret: await clientSecret(t),
    ids: {
      creator: {
        user: creator.id,
        offer: creatorOffer,
        arrangement,
        chat,
        portfolio,
        social,
        subscription: creatorSubscription,
      },
      advertiser: {
        user: advertiser.id,
        offer: advertiserOffer,
        arrangement,
        chat,
        image,
        subscription: advertiserSubscription,
        shortlist,
        campaign,
      },
      staff: { staff: staff.id },
    },
  };
}

/** Fetches a registration challenge and answers it (as the address `ip`, so the limits do not mix). */
async function solvedChallenge(t: TestServer, ip: string) {
  const res = await fetch(`${t.api}/register/challenge`, { headers: { 'x-forwarded-for': ip } });
  const { challenge_id, question } = (await res.json()) as { challenge_id: string; question: string };
  const [a, b] = question.split('+').map((n) => Number(n.trim()));
  return { challenge_id, challenge_answer: String(a! + b!) };
}

type Overrides = (context: {
  world: SweepWorld;
  me: Caller | null;
  t: TestServer;
  ip: string;
}) => Record<string, unknown> | Promise<Record<string, unknown>>;

/**
 * Body fields whose valid values the schema cannot say (references between rows, a solved challenge,
 * real push keys), per operation; called for each request, so keys and names stay fresh.
 */
export const BODY_OVERRIDES: Record<string, Overrides> = {
  'POST /api/v1/oauth/token': ({ world, me }) => ({
    grant_type: 'password',
    client_id: OAUTH_CLIENT_ID,
    client_secret: world.clientSecret,
    username: me?.user?.username ?? world.creator.user.username,
    password: SWEEP_PASSWORD,
    scope: '*',
  }),
  'POST /api/v1/register/influencers': async ({ t, ip }) => ({
    username: `sweep_${newMessageKey()}`,
    ...(await solvedChallenge(t, ip)),
  }),
  'POST /api/v1/register/agencies': async ({ t, ip }) => ({
    username: `sweep_${newMessageKey()}`,
    ...(await solvedChallenge(t, ip)),
  }),
  'POST /api/v1/offers': ({ world, me }) => ({
    type: me?.id === world.advertiser.id ? 'ADVERTISER_OFFER' : 'INFLUENCER_OFFER',
  }),
  'PUT /api/v1/offers/{id}': ({ world, me }) => ({
    type: me?.id === world.advertiser.id ? 'ADVERTISER_OFFER' : 'INFLUENCER_OFFER',
  }),
  'POST /api/v1/arrangements/new': ({ world, me }) =>
    me?.id === world.advertiser.id
      ? {
          user_id: world.creator.id,
          offer_id: world.openOffer,
          type: 'INFLUENCER_OFFER',
          message_key: newMessageKey(),
          compensation: 100,
        }
      : {
          user_id: world.advertiser.id,
          offer_id: world.advertiserOffer,
          type: 'ADVERTISER_OFFER',
          message_key: newMessageKey(),
          compensation: 100,
        },
  'POST /api/v1/messages/messaging/send': ({ world }) => ({
    arrangement_id: world.chat,
    message_key: newMessageKey(),
  }),
  'POST /api/v1/event-log': ({ world }) => ({
    category: 'MESSAGE',
    action: 'RECEIVED',
    payload: {
      message_id: world.message,
      message_type: 'TEXT',
      from_user_id: world.advertiser.id,
      to_user_id: world.creator.id,
      arrangement_id: world.chat,
    },
  }),
  'POST /api/v1/bugs': () => ({ image_file: null }),
  // Multipart: the sweep sends these as the form's fields beside an image.
  'POST /api/v1/agencies/offers/images': ({ world }) => ({
    offer_id: world.advertiserOffer,
    description: 'Shop',
  }),
  'POST /api/v1/influencers/portfolio': () => ({ type: 'LINK', network: null }),
  'PUT /api/v1/influencers/portfolio/{id}': () => ({ type: 'LINK', network: null }),
  'POST /api/v1/register/password/email': ({ world }) => ({ email: world.creator.user.email }),
  'POST /api/v1/offers/categories': ({ world, me }) => ({
    offer_id: me?.id === world.advertiser.id ? world.advertiserOffer : world.creatorOffer,
    category_id: 2,
  }),
  'POST /api/v1/influencers/categories': ({ me }) => ({ user_id: me?.id ?? 1, category_id: 2 }),
  'PUT /api/v1/agencies/offers/images/order': ({ world }) => ({
    offer_id: world.advertiserOffer,
    ids: [world.image],
  }),
  'POST /api/v1/subscriptions': () => browserSubscription(),
  'POST /api/v1/shortlists': () => ({ name: `Sweep ${newMessageKey()}` }),
  'POST /api/v1/shortlists/{id}/creators': ({ world }) => ({ user_id: world.creator.id }),
  'POST /api/v1/campaigns/{id}/creators': ({ world }) => ({
    user_id: world.creator.id,
    offer_id: world.openOffer,
  }),
  'POST /api/v1/networks': ({ me }) => ({ network: 2, username: `sweep_${me?.id ?? 0}_${newMessageKey()}` }),
  'POST /api/v1/influencers/social': ({ me }) => ({
    network: 3,
    username: `sweep_${me?.id ?? 0}_${newMessageKey()}`,
  }),
  'PUT /api/v1/settings/username': () => ({ username: `sweep_${newMessageKey()}` }),
};
