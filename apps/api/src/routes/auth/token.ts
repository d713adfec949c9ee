import OAuth2Server from '@node-oauth/oauth2-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTROL_CHARACTERS_MESSAGE,
  isMultiLineText,
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  CONSOLE_SCOPE,
  ZStaffTokenResponse,
  ZTokenResponse,
  type TOAuthError,
} from '@spona/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createOAuthModel } from '../../domain/accounts/oauthModel';
import { findAuthenticClient } from '../../domain/accounts/oauthClient';
import { recordAudit } from '../../domain/console/audit';
import { signInStaff } from '../../domain/console/staffSessions';
import { GracefulRefreshGrant } from '../../domain/accounts/refreshGrant';
import { findSignInKey, isSignInChallengeSolved } from '../../domain/accounts/signInAttempts';
import { DomainError } from '../../domain/errors';
import { AppError } from '../../http/AppError';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { presentTokens } from '../../presenters/tokens';
import type { Broadcaster } from '../../realtime/broadcaster';

const SUPPORTED_GRANTS = new Set(['password', 'refresh_token']);

/** Catalogue keys of the OAuth errors; the password grant's invalid_grant is SPEC §8's sign-in failure. */
const OAUTH_MESSAGES: Record<string, string> = {
  invalid_client: 'errors.oauth.invalidClient',
  invalid_request: 'errors.oauth.invalidRequest',
  unsupported_grant_type: 'errors.oauth.unsupportedGrantType',
  invalid_scope: 'errors.oauth.invalidScope',
  unauthorized_client: 'errors.oauth.unauthorizedClient',
};

/** Form and JSON bodies both reach the library as strings, as a form would carry them. */
function stringFields(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = String(value);
  }
  return fields;
}

/** The client's id and secret, from the body or HTTP Basic (RFC 6749 §2.3.1), as the library reads them. */
function clientCredentials(request: FastifyRequest, body: Record<string, string>) {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: body.client_id ?? '', secret: body.client_secret ?? '' };
}

function sendOAuthError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
  messageKey: string,
  extra: Pick<TOAuthError, 'challenge_required' | 'challenge_failed'> = {},
) {
  return reply
    .code(status)
    .send({ error, error_description: description, message: request.t(messageKey), ...extra });
}

/**
 * SPEC §7 POST oauth/token, shaped like Laravel Passport: the password grant (username = email or
 * username) and the refresh grant, JSON or form body, through @node-oauth/oauth2-server. Errors keep
 * the OAuth shape `{ error, error_description, message }`; invalid_client answers 401.
 */
export async function tokenRoutes(
  app: App,
  { database, broadcaster }: { database: Database; broadcaster: Broadcaster },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const oauth = new OAuth2Server({
    // REALTIME.md: a sign-in revoked for theft loses its sockets too.
    model: createOAuthModel(database.db, (familyId) => broadcaster.disconnectSession(familyId)),
    accessTokenLifetime: ACCESS_TOKEN_TTL_MS / 1000,
    refreshTokenLifetime: REFRESH_TOKEN_TTL_MS / 1000,
    alwaysIssueNewRefreshToken: true,
    // Rotation with a grace window for simultaneous refreshes (two tabs), in one transaction.
    extendedGrantTypes: { refresh_token: GracefulRefreshGrant },
  });

  /** Runs a grant through the library; the password grant hears of its outcome. */
  async function grant(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Record<string, string>,
    passwordGrant?: {
      onSuccess(): Promise<void>;
      onInvalidGrant(description: string): Promise<FastifyReply>;
    },
  ) {
    try {
      const token = await oauth.token(
        new OAuth2Server.Request({
          method: 'POST',
          query: {},
          // The body is already parsed (JSON or form); the library only accepts the form type.
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': '1',
            ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
          },
          body,
        }),
        new OAuth2Server.Response(),
      );
      await passwordGrant?.onSuccess();
      return presentTokens(token);
    } catch (err) {
      if (!(err instanceof OAuth2Server.OAuthError)) throw err;
      const inner = (err as { inner?: unknown }).inner;
      // A refusal of the domain (the hashing capacity is full: Busy) answers as everywhere else.
      if (inner instanceof DomainError) throw inner;
      if (err.name === 'server_error') {
        request.log.error({ err: inner ?? err }, 'token endpoint failure');
        throw new AppError(500, 'errors.internal');
      }
      if (err.name === 'invalid_grant') {
        if (passwordGrant) return passwordGrant.onInvalidGrant(err.message);
        return sendOAuthError(
          request,
          reply,
          400,
          'invalid_grant',
          err.message,
          'errors.oauth.invalidRefreshToken',
        );
      }
      // RFC 6749 §5.2 allows 401 for a failed client authentication; Passport answers 401.
      const status = err.name === 'invalid_client' ? 401 : err.code;
      const key = OAUTH_MESSAGES[err.name] ?? 'errors.oauth.invalidRequest';
      return sendOAuthError(request, reply, status, err.name, err.message, key);
    }
  }

  /**
   * Issue 17: a staff sign-in. Its own throttling (before any hashing), the client authenticated like
   * the web app's, then email, password and `otp` (each code once); any failure is SPEC §8's 400
   * invalid_grant, so nobody learns which part was wrong. The answer has no refresh token: a staff
   * session ends STAFF_SESSION_TTL_MS after it began.
   */
  async function signInStaffGrant(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Record<string, string>,
  ) {
    const email = body.username ?? '';
    await app.signInLimits.staff.assertAllowed(request, reply, email);
    const client = clientCredentials(request, body);
    if (!(await findAuthenticClient(database.db, client.id, client.secret))) {
      return sendOAuthError(
        request,
        reply,
        401,
        'invalid_client',
        'Client authentication failed',
        OAUTH_MESSAGES.invalid_client!,
      );
    }
    return app.signInLimits.withAddressSlot(request, reply, async () => {
      const result = await signInStaff(database.db, {
        email,
        password: body.password ?? '',
        otp: body.otp ?? '',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (!result.ok) {
        await app.signInLimits.staff.recordFailure(request, email);
        return sendOAuthError(
          request,
          reply,
          400,
          'invalid_grant',
          'Invalid staff credentials',
          'errors.invalidLogin',
        );
      }
      await app.signInLimits.staff.clear(email);
      await recordAudit(
        database.db,
        {
          staff: result.staff,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        },
        { action: 'staff.sign_in', objectType: 'staff', objectId: result.staff.id },
      );
      return {
        token_type: 'Bearer' as const,
        expires_in: Math.floor((result.expiresAt.getTime() - Date.now()) / 1000),
        access_token: result.accessToken,
        scope: CONSOLE_SCOPE,
      };
    });
  }

  app.post(
    '/oauth/token',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.token },
      schema: { response: { 200: z.union([ZTokenResponse, ZStaffTokenResponse]) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const body = stringFields(request.body);
      const grantType = body.grant_type;
      if (grantType !== undefined && !SUPPORTED_GRANTS.has(grantType)) {
        return sendOAuthError(
          request,
          reply,
          400,
          'unsupported_grant_type',
          'The authorization grant type is not supported by the authorization server.',
          OAUTH_MESSAGES.unsupported_grant_type!,
        );
      }
      // No field reaches a lookup with a control character: NUL cannot even be compared in SQL.
      if (!Object.values(body).every(isMultiLineText)) {
        return sendOAuthError(
          request,
          reply,
          400,
          'invalid_request',
          'A field holds control characters.',
          CONTROL_CHARACTERS_MESSAGE,
        );
      }
      // Issue 17: staff sign in with the password grant, scope console and a TOTP code.
      if (grantType === 'password' && body.scope?.split(' ').includes(CONSOLE_SCOPE)) {
        return signInStaffGrant(request, reply, body);
      }
      if (grantType !== 'password') return grant(request, reply, body);

      // ARCHITECTURE.md (Accounts): the address's limits come before any password hashing.
      await app.signInLimits.assertAddressAllowed(request, reply);
      return app.signInLimits.withAddressSlot(request, reply, async () => {
        const accountKey = await findSignInKey(database.db, body.username ?? '');
        const failures = await app.signInLimits.failuresOf(accountKey);
        // Repeated failures ask for the human check instead of refusing the right password (a griefer
        // cannot lock someone out), whatever the password, known login or not.
        if (
          failures.count >= SIGN_IN_FAILURES_PER_ACCOUNT &&
          !(await isSignInChallengeSolved(database.db, body.challenge_id, body.challenge_answer))
        ) {
          const isAnswered = body.challenge_id !== undefined || body.challenge_answer !== undefined;
          return sendOAuthError(
            request,
            reply,
            400,
            'invalid_grant',
            'Human check required: answer a challenge of GET register/challenge.',
            isAnswered ? 'errors.signInChallengeWrong' : 'errors.signInChallenge',
            { challenge_required: true, challenge_failed: true },
          );
        }
        return grant(request, reply, body, {
          onSuccess: () => app.signInLimits.clearFailures(accountKey),
          onInvalidGrant: async (description) => {
            const counted = await app.signInLimits.recordFailure(request, accountKey);
            const isChallengeNext = counted.count >= SIGN_IN_FAILURES_PER_ACCOUNT;
            // SPEC §8: 'Invalid login details.'
            return sendOAuthError(
              request,
              reply,
              400,
              'invalid_grant',
              description,
              'errors.invalidLogin',
              isChallengeNext ? { challenge_required: true } : {},
            );
          },
        });
      });
    },
  );
}
