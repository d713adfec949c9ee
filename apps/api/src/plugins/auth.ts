import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH, CONSOLE_API_PATH, type TStaffRole } from '@spona/contracts';
import type { Database } from '../db/client';
import { unauthenticatedError } from '../http/AppError';
import { Forbidden } from '../domain/errors';
import { findUserByAccessToken, type Authentication, type UserRow } from '../domain/accounts/tokens';
import { findStaffBySessionToken, type StaffAuthentication } from '../domain/console/staffSessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (the users row), or null on a public route called without a valid token. */
    user: UserRow | null;
    /** The access token the request was authenticated with. */
    authentication: Authentication | null;
    /** Issue 17: the signed-in staff member of a console route (`console/*`), else null. */
    staff: StaffAuthentication | null;
  }
  interface FastifyContextConfig {
    /** Issue 17: a console route only this staff role may call (admin: `console/staff`). */
    staffRole?: TStaffRole;
  }
}

/** Issue 17: the console's calls, which take staff tokens only. */
const CONSOLE_ROUTE_PREFIX = `${API_BASE_PATH}/${CONSOLE_API_PATH}/`;

export function isConsoleRoute(url: string | undefined): boolean {
  return url !== undefined && url.startsWith(CONSOLE_ROUTE_PREFIX);
}

/** Bearer tokens are 43 characters; anything much longer is not worth hashing. */
const MAX_TOKEN_LENGTH = 512;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** The signed-in staff member of a console route that is not public. */
export function requireStaff(request: FastifyRequest): StaffAuthentication {
  if (!request.staff) throw unauthenticatedError();
  return request.staff;
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
    app.decorateRequest('staff', null);
    app.addHook('preParsing', async (request) => {
      if (request.is404) return;
      const token = bearerToken(request.headers.authorization);
      // Issue 17: the console takes staff sessions only; a user's token (whatever its scope) gets
      // nothing there, and a staff token is no user token anywhere else.
      if (isConsoleRoute(request.routeOptions.url)) {
        const staffAuthentication = token ? await findStaffBySessionToken(database.db, token) : undefined;
        if (staffAuthentication) request.staff = staffAuthentication;
        const config = request.routeOptions.config;
        if (config?.public === true) return;
        if (!staffAuthentication) {
          if (token && (await findUserByAccessToken(database.db, token))) {
            throw new Forbidden('console.refusals.staffOnly');
          }
          throw unauthenticatedError();
        }
        if (config?.staffRole && staffAuthentication.staff.role !== config.staffRole) {
          throw new Forbidden('console.refusals.adminOnly');
        }
        return;
      }
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
