import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AUTH_COOKIE, XSRF_COOKIE } from '@spona/contracts';
import { AppError } from '../http/AppError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** One year: the token only proves that a request comes from a page of this origin. */
const XSRF_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The header's URL-decoded spelling, or undefined when it is not valid percent-encoding (`%`). */
function decodedHeader(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * XSRF (SPEC §7): the server issues an `XSRF-TOKEN` cookie readable by scripts; a state-changing
 * request that carries the app's cookies must echo it in `X-XSRF-TOKEN`, else 419. Requests without
 * the app's cookies (API clients authenticated by a bearer token only) are not affected, and are not
 * sent a cookie they would never use: a request with an Authorization header and no cookies at all
 * comes from a script, not from a browser page (the app's pages always carry `auth` or the token).
 */
export const xsrfPlugin = fp(
  async (app, options: { secureCookies: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookieToken = request.cookies[XSRF_COOKIE];
      const isScriptClient = request.headers.authorization !== undefined && !request.headers.cookie;
      if (!cookieToken && !isScriptClient) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure: options.secureCookies,
          maxAge: XSRF_COOKIE_MAX_AGE_S,
        });
      }
      if (SAFE_METHODS.has(request.method)) return;
      const carriesAppCookies = cookieToken !== undefined || request.cookies[AUTH_COOKIE] !== undefined;
      if (!carriesAppCookies) return;
      const header = request.headers['x-xsrf-token'];
      const echoed = Array.isArray(header) ? header[0] : header;
      // Angular and axios send the cookie value URL-decoded; accept both spellings. A header that is
      // not valid percent-encoding is simply not the token (419), never a URIError.
      const decoded = echoed === undefined ? undefined : decodedHeader(echoed);
      if (
        !cookieToken ||
        !echoed ||
        !(sameToken(echoed, cookieToken) || (decoded !== undefined && sameToken(decoded, cookieToken)))
      ) {
        throw new AppError(419, 'errors.xsrfMismatch');
      }
    });
  },
  { name: 'xsrf', dependencies: ['request-context'] },
);
