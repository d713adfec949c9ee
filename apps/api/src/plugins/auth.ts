import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { unauthenticatedError } from '../http/AppError';
import { findUserByAccessToken, type Authentication, type UserRow } from '../domain/accounts/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (the users row), or null on a public route called without a valid token. */
    user: UserRow | null;
    /** The access token the request was authenticated with. */
    authentication: Authentication | null;
  }
}

/** Bearer tokens are 43 characters; anything much longer is not worth hashing. */
const MAX_TOKEN_LENGTH = 512;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** The signed-in user of a route that is not public (the auth plugin has already refused the others). */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticatedError();
  return request.user;
}

/**
 * ARCHITECTURE.md (API): every route requires a bearer token unless it declares
 * `config: { public: true }`; without a valid one, 401 `{ "message": "Unauthenticated." }`. Public
 * routes still see the user when a valid token comes along. Runs in preParsing, after the routes'
 * rate limits (onRequest) and before the body is read.
 */
export const authPlugin = fp(
  async (app, { database }: { database: Database }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authentication', null);
    app.addHook('preParsing', async (request) => {
      if (request.is404) return;
      const token = bearerToken(request.headers.authorization);
      if (token) {
        const authentication = await findUserByAccessToken(database.db, token);
        if (authentication) {
          request.user = authentication.user;
          request.authentication = authentication;
        }
      }
      if (!request.user && request.routeOptions.config?.public !== true) throw unauthenticatedError();
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);
