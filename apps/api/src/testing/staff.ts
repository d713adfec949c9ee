import { OAUTH_CLIENT_ID, type TStaffRole } from '@spona/contracts';
import { addStaff } from '../domain/console/staffAccounts';
import { currentTotpCode } from '../domain/console/totp';
import { clientSecret, jsonHeaders, unique } from './accounts';
import type { TestServer } from './startTestServer';

/** A staff member set up and signed in (issue 17): their token, and what a test needs to sign in again. */
export type TestStaff = {
  id: number;
  email: string;
  password: string;
  role: TStaffRole;
  /** The enrolled TOTP secret (base32): tests compute codes of any step from it. */
  secret: string;
  token: string;
};

/** The base32 secret of an otpauth:// URI. */
export const secretOfUri = (uri: string) => new URL(uri).searchParams.get('secret')!;

/** A TOTP code `steps` steps (30 s) from now: each code is accepted once, so tests use fresh steps. */
export const totpCode = (secret: string, steps = 0) => currentTotpCode(secret, Date.now() + steps * 30_000);

/** POST oauth/token as staff: password grant, scope console, the TOTP code. */
export async function requestStaffToken(
  t: TestServer,
  fields: { email: string; password: string; otp: string },
): Promise<Response> {
  return fetch(`${t.api}/oauth/token`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({
      grant_type: 'password',
      scope: 'console',
      client_id: OAUTH_CLIENT_ID,
      client_secret: await clientSecret(t),
      username: fields.email,
      password: fields.password,
      otp: fields.otp,
    }),
  });
}

/**
 * Adds a staff member the way the CLI does, follows the set-up link through the API (GET for the
 * secret, POST with password and a code), then signs in with the next step's code (the set-up claimed
 * the current one).
 */
export async function buildStaff(
  t: TestServer,
  { role = 'SUPPORT' }: { role?: TStaffRole } = {},
): Promise<TestStaff> {
  const email = `staff-${unique()}@spona.test`;
  const password = 'staff-password-2026';
  const link = await addStaff(t.database.db, { email, name: `Staff ${role}`, role }, { publicUrl: t.origin });
  const token = link.setupUrl.split('/').at(-1)!;
  const info = await fetch(`${t.api}/console/setup/${token}`, { headers: jsonHeaders });
  if (info.status !== 200) throw new Error(`setup GET ${info.status}`);
  const secret = secretOfUri(((await info.json()) as { totp_uri: string }).totp_uri);
  const setup = await fetch(`${t.api}/console/setup/${token}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ password, otp: totpCode(secret) }),
  });
  if (setup.status !== 200) throw new Error(`setup POST ${setup.status}: ${await setup.text()}`);
  const signedIn = await requestStaffToken(t, { email, password, otp: totpCode(secret, 1) });
  if (signedIn.status !== 200) throw new Error(`staff sign-in ${signedIn.status}: ${await signedIn.text()}`);
  const body = (await signedIn.json()) as { access_token: string };
  return { id: link.staff.id, email, password, role, secret, token: body.access_token };
}
