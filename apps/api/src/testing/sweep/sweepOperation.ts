import type { TestServer } from '../startTestServer';
import { exampleOf, type JsonSchema } from './exampleOf';
import { hostileVariants } from './hostileVariants';
import { requestOf, type Base, type Operation, type RequestSpec } from './wire';
import { BODY_OVERRIDES, candidateIds, type Caller, type Role, type SweepWorld } from './sweepWorld';

/** What gives internals away in an answer: a stack, a source path, SQL, an error class, a SQLSTATE. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat [\w$.<>]+ \(|\n\s+at \S+:\d+:\d+/],
  ['source path', /\/src\/|node_modules|\.[cm]?[jt]s:\d+/],
  ['SQL', /Failed query|\b(?:select\s+["*]|insert\s+into\b|delete\s+from\b|update\s+"|syntax error at)/i],
  ['error class', /\b[A-Z][A-Za-z]*Error\b/],
  ['SQLSTATE', /SQLSTATE|"code"\s*:\s*"[0-9A-Z]{5}"/],
];

export function leakIn(text: string): string | undefined {
  return LEAKS.find(([, pattern]) => pattern.test(text))?.[0];
}

export type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
};

/** The operations of an OpenAPI document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const parameters = (spec.parameters ?? []) as {
        in: string;
        name: string;
        schema: JsonSchema;
        required?: boolean;
      }[];
      const body = (spec.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        body,
      };
    }),
  );
}

export type Answer = { status: number; text: string };
export type Finding = { operation: string; who: string; label: string; status: number; problem: string };

let addressCounter = 0;
/**
 * A new client address per request (documentation range 198.18.0.0/15; the test client connects from
 * loopback, which the server trusts to name the client): the sweep sends thousands of requests and
 * the per-address limits would answer most of them with 429 instead of sweeping the routes.
 */
function nextAddress(): string {
  addressCounter = (addressCounter + 1) % (2 * 65536);
  return `198.${18 + (addressCounter >> 16)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export type Context = {
  t: TestServer;
  world: SweepWorld;
  me: Caller | null;
  who: string;
  /** A new caller of the same role, for when a limit per user answers 429. */
  renew?: () => Promise<Caller>;
};

async function send(context: Context, op: Operation, spec: RequestSpec): Promise<Answer> {
  const res = await fetch(`${context.t.origin}${spec.path}`, {
    method: op.method,
    redirect: 'manual',
    headers: {
      'app-language': 'en',
      'x-forwarded-for': nextAddress(),
      ...(context.me ? { authorization: `Bearer ${context.me.token}` } : {}),
      ...spec.headers,
    },
    body: spec.body,
  });
  return { status: res.status, text: await res.text() };
}

function withoutPath(value: unknown, at: string[]): unknown {
  if (at.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const [head, ...rest] = at;
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0) delete copy[head!];
  else copy[head!] = withoutPath(copy[head!], rest);
  return copy;
}

/** The operation's valid request: examples of its schemas, the overrides, less the fields it refused. */
async function makeBase(
  context: Context,
  op: Operation,
  id: number | undefined,
  dropped: string[],
): Promise<Base> {
  const params = Object.fromEntries(
    op.pathParams.map(({ name, schema }) => [
      name,
      schema.type === 'integer' && id !== undefined ? id : exampleOf(schema, name),
    ]),
  );
  const query = Object.fromEntries(
    op.queryParams.filter((p) => p.required).map(({ name, schema }) => [name, exampleOf(schema, name)]),
  );
  const key = `${op.method} ${op.path}`;
  const overrides = await BODY_OVERRIDES[key]?.({ ...context, ip: nextAddress() });
  let body: unknown = op.body ? { ...(exampleOf(op.body) as object), ...overrides } : overrides;
  for (const field of dropped) body = withoutPath(body, field.split('.'));
  return { params, query, body };
}

/**
 * Sweeps one operation as one caller: finds a valid request first (leaving out the optional fields
 * its 400 names, then trying the world's ids for a path id the caller may use), so that the hostile
 * variants get as deep into the route as they can; then sends every variant. Returns what failed (a
 * 5xx other than 503, a leak of internals, a 2xx to NUL in a declared field, a request the server
 * dropped) and every status, for the caller to see that the operation was reached at all.
 */
export async function sweepOperation(
  context: Context,
  op: Operation,
): Promise<{ findings: Finding[]; statuses: number[] }> {
  const findings: Finding[] = [];
  let baseline: Answer | undefined;
  const statuses: number[] = [];
  const operation = `${op.method} ${op.path}`;
  const found = (label: string, status: number, problem: string) =>
    findings.push({ operation, who: context.who, label, status, problem });
  const check = async (
    label: string,
    make: () => Promise<RequestSpec>,
    hasNul = false,
  ): Promise<Answer | undefined> => {
    let answer: Answer;
    try {
      answer = await send(context, op, await make());
      if (answer.status === 429 && context.renew) {
        context.me = await context.renew();
        answer = await send(context, op, await make());
      }
    } catch (err) {
      found(label, 0, `no answer: ${String((err as Error).cause ?? err)}`);
      return undefined;
    }
    statuses.push(answer.status);
    const leak = leakIn(answer.text);
    if (answer.status >= 500 && answer.status !== 503) found(label, answer.status, answer.text.slice(0, 200));
    else if (hasNul && answer.status < 300) found(label, answer.status, 'took NUL in');
    else if (leak) found(label, answer.status, `${leak}: ${answer.text.slice(0, 200)}`);
    return answer;
  };

  const hasIntegerId = op.pathParams.some((p) => p.schema.type === 'integer');
  const candidates =
    hasIntegerId && context.me
      ? candidateIds(context.world, context.who as Exclude<Role, 'anonymous'>, op.path)
      : [];
  let id = candidates[0];
  const dropped: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = await check('valid request', async () =>
      requestOf(op, await makeBase(context, op, id, dropped)),
    );
    baseline = answer;
    if (answer?.status !== 400) break;
    const named = Object.keys((JSON.parse(answer.text) as { errors?: object }).errors ?? {}).filter(
      (field) => field !== '_' && !dropped.includes(field),
    );
    if (named.length === 0) break;
    dropped.push(...named);
  }
  for (const candidate of candidates.slice(1)) {
    const last = statuses.at(-1);
    if (last !== 404 && last !== 403) break;
    id = candidate;
    baseline = await check('valid request', async () =>
      requestOf(op, await makeBase(context, op, id, dropped)),
    );
  }

  const sample = await makeBase(context, op, id, dropped);
  // Without a caller, a route that is not public answers 401 before it reads anything but the headers.
  const isClosed = baseline?.status === 401 && context.me === null;
  const variants = hostileVariants(op, sample).filter(
    (variant) => !isClosed || variant.label.startsWith('header'),
  );
  for (const variant of variants) {
    await check(
      variant.label,
      async () => variant.make(await makeBase(context, op, id, dropped)),
      variant.hasNul,
    );
  }
  return { findings, statuses };
}
