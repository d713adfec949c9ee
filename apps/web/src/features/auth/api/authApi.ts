import {
  SETTINGS_PATHS,
  type TAuthUser,
  type TAvailability,
  type TChallenge,
  type TEmailVerification,
  type TLocale,
  type TPasswordResetCheck,
  type TPasswordUpdate,
  type TRegisterAgency,
  type TRegisterInfluencer,
  type TTokenRequest,
  type TTokenResponse,
  type TUserType,
} from '@spona/contracts';
import { apiGet, apiPost, apiPut } from '../../../lib/apiClient';
import { loadResponseSchemas } from '../../../lib/loadResponseSchemas';

/*
 * The auth feature's calls. Sign-in, the signed-in user and the session's language are on the first
 * route, so this module imports no schema: each answer is parsed with the schemas loaded beside its
 * request (lib/loadResponseSchemas.ts, issue 7 budgets).
 */

/** Parses `body` with one of the lazily loaded response schemas, loaded beside `request`. */
async function parseWith<T>(
  pick: (schemas: Awaited<ReturnType<typeof loadResponseSchemas>>) => { parse: (raw: unknown) => T },
  request: Promise<unknown>,
): Promise<T> {
  const [schemas, body] = await Promise.all([loadResponseSchemas(), request]);
  return pick(schemas).parse(body);
}

/** SPEC §7 POST oauth/token with the password grant; a token call never waits for a refresh. */
export function requestPasswordToken(
  body: Extract<TTokenRequest, { grant_type: 'password' }>,
): Promise<TTokenResponse> {
  return parseWith(
    (schemas) => schemas.ZTokenResponse,
    apiPost<unknown>('oauth/token', body, { skipTokenRefresh: true }),
  );
}

/** SPEC §7 GET auth/user: the signed-in user. */
export function fetchCurrentUser(): Promise<TAuthUser> {
  return parseWith((schemas) => schemas.ZAuthUser, apiGet<unknown>('auth/user'));
}

/** SPEC §7 GET auth/logout: revokes the session's tokens on the server. */
export async function revokeSession(): Promise<void> {
  await apiGet<unknown>('auth/logout', { skipTokenRefresh: true });
}

/**
 * PUT settings/language: the signed-in user's preferred language (SPEC §1), saved by the session on
 * every switch and by the settings page.
 */
export function savePreferredLanguage(locale: TLocale): Promise<TAuthUser> {
  return parseWith(
    (schemas) => schemas.ZAuthUser,
    apiPut<unknown>(SETTINGS_PATHS.language, { preferred_language: locale }),
  );
}

/** SPEC §7 GET register/available/{kind}/{value}: success false when the value is taken. */
export function fetchAvailability(kind: 'username' | 'email', value: string): Promise<TAvailability> {
  return parseWith(
    (schemas) => schemas.ZAvailability,
    apiGet<unknown>(`register/available/${kind}/${encodeURIComponent(value)}`),
  );
}

/** GET register/challenge: the arithmetic question of SPEC §5, one per attempt. */
export function fetchRegisterChallenge(): Promise<TChallenge> {
  return parseWith((schemas) => schemas.ZChallenge, apiGet<unknown>('register/challenge'));
}

/** SPEC §7 POST register/influencers or register/agencies (an advertiser also names a company). */
export async function registerAccount(
  type: TUserType,
  body: TRegisterInfluencer & Partial<Pick<TRegisterAgency, 'company'>>,
): Promise<void> {
  await apiPost<unknown>(type === 'ADVERTISER' ? 'register/agencies' : 'register/influencers', body);
}

/** POST register/password/email: a reset link, valid 24 hours (SPEC §9). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost<unknown>('register/password/email', { email });
}

/** SPEC §7 GET register/password/reset/{token}: whether the link works, and for which address. */
export function checkPasswordReset(token: string): Promise<TPasswordResetCheck> {
  return parseWith(
    (schemas) => schemas.ZPasswordResetCheck,
    apiGet<unknown>(`register/password/reset/${encodeURIComponent(token)}`),
  );
}

/** SPEC §7 POST register/password/update/{token}: the new password with its repeat. */
export async function updatePassword(token: string, body: TPasswordUpdate): Promise<void> {
  await apiPost<unknown>(`register/password/update/${encodeURIComponent(token)}`, body);
}

/** SPEC §7 GET register/verify/{token}: confirms the address, or says it was confirmed already. */
export function verifyEmail(token: string): Promise<TEmailVerification> {
  return parseWith(
    (schemas) => schemas.ZEmailVerification,
    apiGet<unknown>(`register/verify/${encodeURIComponent(token)}`),
  );
}

/** SPEC §7 GET register/resend/{token}: a new confirmation link for an expired one. */
export async function resendVerification(token: string): Promise<void> {
  await apiGet<unknown>(`register/resend/${encodeURIComponent(token)}`);
}
