import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OAUTH_CLIENT_ID, type TAuthUser, type TTokenResponse } from '@spona/contracts';
import { outboxDir } from '../adapters/mail/mailer';
import type { TestServer } from './startTestServer';

/** Helpers of the account tests: they talk to the real server over HTTP, like the web app. */

let counter = 0;
/** A unique suffix for emails and usernames of one test run. */
export const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

export const jsonHeaders = { 'content-type': 'application/json', 'App-language': 'en' };

/** The OAuth client secret the web app gets from /runtime-config.js. */
export async function clientSecret(t: TestServer): Promise<string> {
  const script = await (await fetch(`${t.origin}/runtime-config.js`)).text();
  const config = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as {
    oauthClientSecret: string;
  };
  return config.oauthClientSecret;
}

/** Fetches a challenge and answers it right. */
export async function solvedChallenge(t: TestServer) {
  const { challenge_id, question } = (await (await fetch(`${t.api}/register/challenge`)).json()) as {
    challenge_id: string;
    question: string;
  };
  const [a, b] = question.split('+').map((n) => Number(n.trim()));
  return { challenge_id, challenge_answer: String(a! + b!) };
}

export type NewAccount = { email: string; username: string; password: string; user: TAuthUser };

/** Registers an influencer (or an agency) through the API and returns its credentials. */
export async function buildAccount(
  t: TestServer,
  overrides: Record<string, unknown> = {},
  kind: 'influencers' | 'agencies' = 'influencers',
): Promise<NewAccount> {
  const id = unique();
  const body = {
    first_name: 'Ana',
    last_name: 'Horvat',
    email: `ana.${id}@example.com`,
    username: `ana_${id}`,
    password: 'correct-horse-1',
    password_confirmation: 'correct-horse-1',
    location_id: 1,
    ...(kind === 'agencies' ? { company: 'Spona d.o.o.' } : {}),
    ...(await solvedChallenge(t)),
    ...overrides,
  };
  const res = await fetch(`${t.api}/register/${kind}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as TAuthUser;
  return { email: body.email as string, username: user.username, password: body.password as string, user };
}

/** POST oauth/token with the password grant (JSON). */
export async function requestToken(
  t: TestServer,
  fields: Record<string, unknown>,
  headers: Record<string, string> = jsonHeaders,
) {
  return fetch(`${t.api}/oauth/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      grant_type: 'password',
      client_id: OAUTH_CLIENT_ID,
      client_secret: await clientSecret(t),
      scope: '*',
      ...fields,
    }),
  });
}

/** Signs in and returns the token response; throws when it fails. */
export async function signIn(t: TestServer, username: string, password: string): Promise<TTokenResponse> {
  const res = await requestToken(t, { username, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as TTokenResponse;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'App-language': 'en' });

/** The decoded text of every mail in the outbox, oldest first (quoted-printable soft breaks undone). */
export async function outboxMails(t: TestServer): Promise<string[]> {
  const dir = outboxDir(t.config.dataDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(dir, f), 'utf8'))),
  );
}

export function decodeQuotedPrintable(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of the last link to `/…/<path>/<token>` in the newest mail sent to `to`. */
export async function lastLinkToken(t: TestServer, to: string, linkPath: string): Promise<string> {
  const mails = (await outboxMails(t)).filter((m) => m.includes(to));
  const mail = mails.at(-1) ?? '';
  const match = new RegExp(`${linkPath.replaceAll('/', '\\/')}([A-Za-z0-9_-]{20,})`).exec(mail);
  if (!match) throw new Error(`no ${linkPath} link in the mail to ${to}`);
  return match[1]!;
}
