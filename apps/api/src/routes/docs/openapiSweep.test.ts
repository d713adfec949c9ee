import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { offers, users } from '../../db/schema';
import { offerInput } from '../../testing/factories';
import type { Operation } from '../../testing/sweep/wire';
import {
  operationsOf,
  sweepOperation,
  type Finding,
  type OpenApiDocument,
} from '../../testing/sweep/sweepOperation';
import {
  buildSweepActors,
  buildSweepStaff,
  buildSweepWorld,
  isConsoleOperation,
  type Caller,
  type Role,
} from '../../testing/sweep/sweepWorld';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

/** Calls after which the caller is signed out, deleted or changed: each gets callers of its own. */
const OWN_CALLERS = new Set([
  'GET /api/v1/auth/logout',
  'DELETE /api/v1/settings/account',
  'PUT /api/v1/settings/password',
  'PUT /api/v1/settings/email',
  'POST /api/v1/console/logout',
]);
/**
 * Who sweeps what: users the app's calls, staff (an admin) the console's (issue 17). A user's token
 * on the console, or staff's elsewhere, only ever meets the same early 401/403
 * (routes/console/consoleSecurity.test.ts walks those).
 */
const rolesOf = (path: string): Role[] =>
  isConsoleOperation(path) ? ['anonymous', 'staff'] : ['anonymous', 'creator', 'advertiser'];
/** Operations swept side by side: enough to keep both cores busy, few enough for the rate limits. */
const PARALLEL = 4;

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/** A total, then one line per operation, caller and answer: how many requests, and the first few. */
function summarise(findings: Finding[], requests: number): string[] {
  if (findings.length === 0) return [];
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `${finding.operation} as ${finding.who}: ${finding.status} ${finding.problem.slice(0, 80)}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  const operations = new Set(findings.map((finding) => finding.operation)).size;
  return [
    `${findings.length} of ${requests} requests failed, in ${operations} operations:`,
    ...[...groups].map(
      ([key, list]) =>
        `${key} ×${list.length} (${list
          .slice(0, 3)
          .map((f) => f.label)
          .join('; ')})`,
    ),
  ];
}

it('answers every operation of the OpenAPI document without a 5xx or a leak, whatever the input', async () => {
  const operations = operationsOf((await (await fetch(`${t.api}/openapi.json`)).json()) as OpenApiDocument);
  const world = await buildSweepWorld(t);
  const findings: Finding[] = [];
  const reached = new Map<string, boolean>();
  let requests = 0;

  const sweep = async ([op, role]: [Operation, Role]) => {
    const key = `${op.method} ${op.path}`;
    const newCaller = async (): Promise<Caller> =>
      role === 'staff' ? buildSweepStaff(t) : (await buildSweepActors(t))[role as 'creator' | 'advertiser'];
    const me = role === 'anonymous' ? null : OWN_CALLERS.has(key) ? await newCaller() : world[role];
    const renew = newCaller;
    const result = await sweepOperation({ t, world, me, who: role, renew: me ? renew : undefined }, op);
    findings.push(...result.findings);
    requests += result.statuses.length;
    // An operation is swept only when some caller got past authentication and the rate limits.
    const passed = result.statuses.some((status) => ![401, 403, 404, 405, 429].includes(status));
    reached.set(key, (reached.get(key) ?? false) || passed);
  };
  const units = operations.flatMap((op) => rolesOf(op.path).map((role): [Operation, Role] => [op, role]));
  const isLast = ([op]: [Operation, Role]) =>
    op.method === 'DELETE' || OWN_CALLERS.has(`${op.method} ${op.path}`);
  // Staff act on the users' rows (flags, deletions at the user's request): after the users' calls.
  const isStaff = ([, role]: [Operation, Role]) => role === 'staff';
  // Deletions last, so that the other calls still find the rows they act on.
  await inParallel(
    units.filter((unit) => !isLast(unit) && !isStaff(unit)),
    sweep,
  );
  await inParallel(
    units.filter((unit) => !isLast(unit) && isStaff(unit)),
    sweep,
  );
  await inParallel(units.filter(isLast), sweep);

  expect(operations.length).toBeGreaterThan(80);
  expect([...reached].filter(([, passed]) => !passed).map(([key]) => key)).toEqual([]);
  expect(summarise(findings, requests)).toEqual([]);
}, 600_000);

it('refuses NUL in a text field with a 400 naming the field in the caller’s language, changing nothing', async () => {
  const { creator, advertiser } = await buildSweepActors(t);
  const en = 'Remove the invisible control characters from the text.';
  const profile = await t.call('PUT', `users/${creator.id}`, creator, {
    first_name: 'Iva\u0000',
    city: 'Split',
  });
  expect(profile).toEqual({
    status: 400,
    body: { message: 'The given data was invalid.', errors: { first_name: [en] } },
  });
  const offer = await t.call('POST', 'offers', advertiser, {
    ...offerInput(advertiser),
    targeting: { city: 'Zagreb\u0000' },
  });
  expect(offer.body).toEqual({ message: 'The given data was invalid.', errors: { 'targeting.city': [en] } });
  const hr = await fetch(`${t.api}/register/available/username/ana%00`, {
    headers: { 'App-language': 'hr' },
  });
  expect(hr.status).toBe(400);
  expect(await hr.json()).toEqual({
    message: 'Poslani podaci nisu ispravni.',
    errors: { value: ['Uklonite nevidljive kontrolne znakove iz teksta.'] },
  });
  expect((await t.call('GET', 'search/offers?text=ljeto%00', null)).status).toBe(400);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, creator.id));
  expect(row).toMatchObject({ firstName: creator.user.firstName, city: creator.user.city });
  expect(await t.database.db.select().from(offers).where(eq(offers.userId, advertiser.id))).toEqual([]);
});
