import { randomBytes } from 'node:crypto';
import { OAUTH_CLIENT_ID, type TOfferCreate } from '@spona/contracts';
import { users } from '../db/schema';
import { issueTokens } from '../domain/accounts/tokens';
import { bearer, unique } from './accounts';
import type { TestServer } from './startTestServer';

/**
 * Factories of the profile and offer tests: users are rows made straight in the database (so that a
 * test file is not slowed down by password hashing or stopped by the registration rate limits), then
 * signed in with a real access token; everything else goes through the API.
 */

export type UserRow = typeof users.$inferSelect;
export type Actor = { id: number; token: string; user: UserRow };
type UserOverrides = Partial<typeof users.$inferInsert> & { confirmed?: boolean };

/** A user row of the given type with a unique username and email. */
export async function buildUser(
  t: TestServer,
  type: 'INFLUENCER' | 'ADVERTISER',
  { confirmed = true, ...overrides }: UserOverrides = {},
): Promise<UserRow> {
  const id = unique();
  const [user] = await t.database.db
    .insert(users)
    .values({
      type,
      username: `user_${id}`,
      firstName: 'Ana',
      lastName: 'Horvat',
      email: `user.${id}@example.com`,
      // Not a hash of anything: these users never sign in with a password.
      passwordHash: 'not-a-password-hash',
      locationId: 1,
      company: type === 'ADVERTISER' ? 'Spona d.o.o.' : null,
      emailVerifiedAt: confirmed ? new Date() : null,
      ...overrides,
    })
    .returning();
  return user!;
}

async function buildActor(t: TestServer, type: 'INFLUENCER' | 'ADVERTISER', overrides: UserOverrides) {
  const user = await buildUser(t, type, overrides);
  const tokens = await issueTokens(t.database.db, { userId: user.id, clientId: OAUTH_CLIENT_ID });
  return { id: user.id, token: tokens.accessToken, user };
}

/** A signed-in creator with a confirmed email (`confirmed: false` leaves it unconfirmed). */
export const buildCreator = (t: TestServer, overrides: UserOverrides = {}): Promise<Actor> =>
  buildActor(t, 'INFLUENCER', overrides);

/** A signed-in advertiser with a confirmed email. */
export const buildAdvertiser = (t: TestServer, overrides: UserOverrides = {}): Promise<Actor> =>
  buildActor(t, 'ADVERTISER', overrides);

export type ApiResponse<T = Record<string, unknown>> = { status: number; body: T };

/** One JSON call to the API as `token` (or anonymous), answered in English. */
export async function callApi<T = Record<string, unknown>>(
  t: TestServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const res = await fetch(`${t.api}/${path}`, {
    method,
    headers: {
      ...(token ? bearer(token) : { 'App-language': 'en' }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/**
 * A random word of ten letters that no other data shares: put in a name or description, it makes a
 * search find exactly the test's own rows in a database other tests of the file fill too.
 */
export const searchWord = () =>
  Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** A complete, valid POST offers body of the actor's type. */
export function offerInput(actor: Actor, overrides: Partial<TOfferCreate> = {}): TOfferCreate {
  return {
    name: 'Summer campaign',
    description: 'Posts about our summer collection',
    type: actor.user.type === 'INFLUENCER' ? 'INFLUENCER_OFFER' : 'ADVERTISER_OFFER',
    price: 150,
    categories: [1, 2],
    targeting: { gender: 'ANY', age_from: 18, age_to: 35, location_id: 1, city: 'Zagreb' },
    influencers_needed: 2,
    compensation: { kind: 'MONEY', amount: 150, show_amount: true },
    status: 'ACTIVE',
    ...overrides,
  };
}

/** Publishes an offer through the API and returns its id. */
export async function buildOffer(t: TestServer, actor: Actor, overrides: Partial<TOfferCreate> = {}) {
  const res = await callApi<{ offer_id: number }>(
    t,
    'POST',
    'offers',
    actor.token,
    offerInput(actor, overrides),
  );
  if (res.status !== 201) throw new Error(`offer not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.offer_id;
}
