import { describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from './rateLimit';
import { useTestServer, type UsedTestServer } from '../testing/useTestServer';

/** A client on a Docker bridge or the LAN: a private address that is no proxy of ours. */
const PRIVATE_PEER = '172.17.0.5';

/** Registration attempts from PRIVATE_PEER, each naming another client in X-Forwarded-For. */
async function registerWithRotatingForwardedFor(t: UsedTestServer, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/v1/register/influencers',
      remoteAddress: PRIVATE_PEER,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'app-language': 'en' },
      // Invalid on purpose: the limit counts every attempt, and no password is hashed.
      payload: {},
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('with the default TRUST_PROXY', () => {
  const t = useTestServer();

  it('ignores X-Forwarded-For from a private-network peer, so the registration limit holds', async () => {
    const statuses = await registerWithRotatingForwardedFor(t, ROUTE_LIMITS.register.max + 1);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('with TRUST_PROXY naming the load balancer', () => {
  const t = useTestServer({ TRUST_PROXY: PRIVATE_PEER });

  it('takes the client address from its X-Forwarded-For', async () => {
    const statuses = await registerWithRotatingForwardedFor(t, ROUTE_LIMITS.register.max + 1);
    expect(statuses.every((status) => status === 400)).toBe(true);
  });
});
