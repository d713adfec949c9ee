import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in user (per IP address for anonymous callers), so that
 * colleagues behind one office address do not share a budget. It runs in preParsing, after the auth
 * plugin's hook of the same phase has read the token, and before a large body is parsed.
 */
export function perUserRateLimit(name: string, max: number, timeWindow: number) {
  return {
    max,
    timeWindow,
    hook: 'preParsing' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `${name}:user:${request.user.id}` : `${name}:ip:${request.ip}`,
  };
}
