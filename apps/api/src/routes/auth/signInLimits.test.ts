import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_CONCURRENT_PER_IP,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_IP,
  ZOAuthError,
} from '@spona/contracts';
import { hashingLoad, withHashingSlot } from '../../domain/accounts/hashingGate';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { buildAccount, jsonHeaders, requestToken, solvedChallenge, unique } from '../../testing/accounts';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

/** Each party of these tests signs in from an address of its own (the server trusts loopback's X-Forwarded-For). */
let lastByte = 0;
const newAddress = () => `10.20.${Math.floor((lastByte += 1) / 250)}.${(lastByte % 250) + 1}`;

const signInFrom = (address: string, fields: Record<string, unknown>) =>
  requestToken(t, fields, { ...jsonHeaders, 'x-forwarded-for': address });

async function failTimes(address: string, username: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) {
    const res = await signInFrom(address, { username, password: `wrong-${i}` });
    answers.push({ status: res.status, body: ZOAuthError.parse(await res.json()) });
  }
  return answers;
}

describe('failed sign-ins of an account', () => {
  it('never lock the owner out: after a griefer’s failures the right password signs in with the human check', async () => {
    const owner = await buildAccount(t);
    const griefer = newAddress();
    const failures = await failTimes(griefer, owner.email, SIGN_IN_FAILURES_PER_ACCOUNT);
    expect(failures.every(({ status }) => status === 400)).toBe(true);
    expect(failures.at(-1)!.body).toMatchObject({ error: 'invalid_grant', challenge_required: true });
    expect(failures.at(-1)!.body.message).toBe('Invalid login details.');

    const home = newAddress();
    const unchecked = await signInFrom(home, { username: owner.email, password: owner.password });
    expect(unchecked.status).toBe(400);
    expect(ZOAuthError.parse(await unchecked.json())).toMatchObject({
      error: 'invalid_grant',
      challenge_required: true,
      challenge_failed: true,
      message: 'Too many failed sign-ins to this account: answer the question to continue.',
    });

    const checked = await signInFrom(home, {
      username: owner.email,
      password: owner.password,
      ...(await solvedChallenge(t)),
    });
    expect(checked.status).toBe(200);
    // The success cleared the account's failures: the next sign-in needs no question.
    expect((await signInFrom(home, { username: owner.email, password: owner.password })).status).toBe(200);
  });

  it('count the email and the username spelling of one account together', async () => {
    const owner = await buildAccount(t);
    const address = newAddress();
    await failTimes(address, owner.email, SIGN_IN_FAILURES_PER_ACCOUNT - 2);
    const byUsername = await failTimes(address, ` ${owner.username.toUpperCase()} `, 2);
    expect(byUsername.at(-1)!.body.challenge_required).toBe(true);
    const right = await signInFrom(newAddress(), { username: owner.email, password: owner.password });
    expect(right.status).toBe(400);
    expect(ZOAuthError.parse(await right.json()).challenge_required).toBe(true);
  });

  it('keep asking while the answer is missing, wrong or used already, and the password is not checked then', async () => {
    const owner = await buildAccount(t);
    await failTimes(newAddress(), owner.email, SIGN_IN_FAILURES_PER_ACCOUNT);
    const address = newAddress();
    const solved = await solvedChallenge(t);
    const wrongAnswer = await signInFrom(address, {
      username: owner.email,
      password: owner.password,
      challenge_id: solved.challenge_id,
      challenge_answer: String(Number(solved.challenge_answer) + 1),
    });
    expect(wrongAnswer.status).toBe(400);
    expect(ZOAuthError.parse(await wrongAnswer.json())).toMatchObject({
      challenge_required: true,
      challenge_failed: true,
      message: 'The answer to the question is not right. Answer the new question.',
    });
    // The challenge is used up, right or wrong.
    const reused = await signInFrom(address, { username: owner.email, password: owner.password, ...solved });
    expect(ZOAuthError.parse(await reused.json()).challenge_failed).toBe(true);
    const garbage = await signInFrom(address, {
      username: owner.email,
      password: owner.password,
      challenge_id: 'not-a-uuid',
      challenge_answer: '7',
    });
    expect(garbage.status).toBe(400);

    // A solved challenge with a wrong password is a failure like any other, and asks again.
    const wrongPassword = await signInFrom(address, {
      username: owner.email,
      password: 'still-wrong',
      ...(await solvedChallenge(t)),
    });
    expect(wrongPassword.status).toBe(400);
    expect(ZOAuthError.parse(await wrongPassword.json())).toMatchObject({
      message: 'Invalid login details.',
      challenge_required: true,
    });
  });

  it('treat an unknown login exactly like a known one, so answers tell nothing of which emails exist', async () => {
    const known = await buildAccount(t);
    const unknown = `nobody.${unique()}@example.com`;
    const knownAnswers = await failTimes(newAddress(), known.email, SIGN_IN_FAILURES_PER_ACCOUNT + 1);
    const unknownAnswers = await failTimes(newAddress(), unknown, SIGN_IN_FAILURES_PER_ACCOUNT + 1);
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(unknownAnswers.at(-1)!.body.challenge_failed).toBe(true);
  });
});

describe('limits of one address', () => {
  it('refuse an address with too many failures with 429, and only that address', async () => {
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i += 1) {
      const res = await signInFrom(address, {
        username: `spray.${i}.${unique()}@example.com`,
        password: 'x',
      });
      expect(res.status).toBe(400);
    }
    const owner = await buildAccount(t);
    const refused = await signInFrom(address, { username: owner.email, password: owner.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect((await signInFrom(newAddress(), { username: owner.email, password: owner.password })).status).toBe(
      200,
    );
  });

  it('keep another address’s sign-in working while one address floods sign-ins', async () => {
    const owner = await buildAccount(t);
    const flooder = await buildAccount(t);
    const flooderAddress = newAddress();
    // The hashing capacity is busy (as under load): every password check has to wait for a slot.
    const busy = holdHashingSlots();
    await until(() => hashingLoad().running === busy.held);

    // As many at once as the route's request limit lets through, each needing a password hash; with
    // the flooder's right password, so no failure limit stops them.
    const flood = track(
      Array.from({ length: ROUTE_LIMITS.token.max }, () =>
        signInFrom(flooderAddress, { username: flooder.email, password: flooder.password }),
      ),
    );
    await until(() => flood.answered() + hashingLoad().waiting === flood.count);
    const floodWaiting = hashingLoad().waiting;
    const owners = track(
      Array.from({ length: 3 }, () =>
        signInFrom(newAddress(), { username: owner.email, password: owner.password }),
      ),
    );
    await until(() => owners.answered() + hashingLoad().waiting - floodWaiting === owners.count);
    busy.release();

    expect(await owners.statuses()).toEqual([200, 200, 200]);
    const floodStatuses = await flood.statuses();
    expect(floodStatuses).toContain(429);
    expect(floodStatuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      SIGN_IN_CONCURRENT_PER_IP,
    );
  });
});

/** Takes every slot of the real hashing gate until released. */
function holdHashingSlots() {
  const held = 3;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  for (let i = 0; i < held; i += 1) void withHashingSlot(() => released);
  return { held, release };
}

/** Requests in flight, counting their answers as they come. */
function track(requests: Promise<Response>[]) {
  let answered = 0;
  const all = requests.map((request) => request.finally(() => (answered += 1)));
  return {
    count: requests.length,
    answered: () => answered,
    statuses: async () => (await Promise.all(all)).map((res) => res.status),
  };
}

/** Waits for a condition of the running server, checking after each turn of the event loop. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
