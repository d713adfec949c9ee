import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in user (per IP address for anonymous callers), so that
 * colleagues behind one office address do not share a budget. By default it runs in preParsing, after
 * the auth plugin's hook of the same phase has read the token, and before a large body is parsed.
 * With `countsInvalid: false` it runs in preHandler instead: a request refused for its input (400)
 * has cost nothing and is not counted, so a client correcting its mistakes keeps its budget.
 */
export function perUserRateLimit(
  name: string,
  max: number,
  timeWindow: number,
  { countsInvalid = true }: { countsInvalid?: boolean } = {},
) {
  return {
    max,
    timeWindow,
    hook: countsInvalid ? ('preParsing' as const) : ('preHandler' as const),
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `${name}:user:${request.user.id}` : `${name}:ip:${request.ip}`,
  };
}
