/**
 * npm run bench:sign-in [-- --connections 100 --seconds 15 --port 3190 --server-root .]
 *
 * A flood of sign-ins from one address while another address signs in (issue 15), not a test: it
 * prints numbers and asserts nothing. It starts the server as a child process (PGlite in a temporary
 * DATA_DIR, TRUST_PROXY=loopback, so the X-Forwarded-For of these local clients names their address),
 * registers two accounts, then for `--seconds`:
 *   - the flooder: `--connections` clients at once from one address (or spread over
 *     `--flood-addresses`), each signing in again as soon as it is answered, with the flooder's own
 *     right password (no failure limit stops those);
 *   - other users: one sign-in after another with the right password, each from an address of its
 *     own (10.77.x.y), as many people signing in while the flood runs.
 * It reports how many of the other users' sign-ins succeeded, and what both were answered.
 * `--server-root` runs the server of another checkout (the numbers before a change).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '15' },
    port: { type: 'string', default: '3190' },
    'flood-addresses': { type: 'string', default: '1' },
    'server-root': { type: 'string', default: path.resolve(import.meta.dirname, '..') },
  },
});
const CONNECTIONS = Math.max(1, Math.min(1000, Number(values.connections)));
const SECONDS = Math.max(1, Math.min(120, Number(values.seconds)));
const PORT = Number(values.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const API = `${ORIGIN}/api/v1`;
const FLOOD_ADDRESSES = Math.max(1, Math.min(250, Number(values['flood-addresses'])));
const floodAddress = (client: number) => `10.66.0.${(client % FLOOD_ADDRESSES) + 1}`;
let otherUsers = 0;
const nextUserAddress = () => {
  otherUsers += 1;
  return `10.77.${Math.floor(otherUsers / 250)}.${(otherUsers % 250) + 1}`;
};
const PASSWORD = 'bench-password-1';

const json = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${API}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function register(name: string, address: string) {
  const challenge = (await (await fetch(`${API}/register/challenge`, { headers: json(address) })).json()) as {
    challenge_id: string;
    question: string;
  };
  const [a, b] = challenge.question.split('+').map((n) => Number(n.trim()));
  const email = `${name}.${Date.now()}@bench.example`;
  const res = await fetch(`${API}/register/influencers`, {
    method: 'POST',
    headers: json(address),
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      challenge_id: challenge.challenge_id,
      challenge_answer: String(a! + b!),
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  return email;
}

async function clientSecret(): Promise<string> {
  const script = await (await fetch(`${ORIGIN}/runtime-config.js`)).text();
  return (
    JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as {
      oauthClientSecret: string;
    }
  ).oauthClientSecret;
}

/** Signs in over and over until the deadline; counts the answers by status (and times them). */
async function signInLoop(
  address: () => string,
  email: string,
  secret: string,
  deadline: number,
  tally: Map<string, number>,
  durations: number[] = [],
) {
  const body = JSON.stringify({
    grant_type: 'password',
    client_id: 2,
    client_secret: secret,
    username: email,
    password: PASSWORD,
    scope: '*',
  });
  while (Date.now() < deadline) {
    const started = performance.now();
    const status = await fetch(`${API}/oauth/token`, { method: 'POST', headers: json(address()), body }).then(
      async (res) => {
        await res.arrayBuffer();
        return String(res.status);
      },
      (err: unknown) => `error ${(err as Error).message}`,
    );
    durations.push(performance.now() - started);
    tally.set(status, (tally.get(status) ?? 0) + 1);
  }
}

const describeTally = (tally: Map<string, number>) =>
  [...tally]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-bench-sign-in-'));
const serverRoot = path.resolve(values['server-root']!);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'apps/api/src/main.ts')], {
  cwd: serverRoot,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    REDIS_URL: '',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(Date.now() + 120_000);
  const flooder = await register('flooder', '10.66.1.1');
  const user = await register('user', '10.77.1.1');
  const secret = await clientSecret();
  console.error(
    `flooding for ${SECONDS} s with ${CONNECTIONS} connections from ${FLOOD_ADDRESSES} address(es)…`,
  );
  const deadline = Date.now() + SECONDS * 1000;
  const flood = new Map<string, number>();
  const others = new Map<string, number>();
  const otherDurations: number[] = [];
  await Promise.all([
    ...Array.from({ length: CONNECTIONS }, (_, client) =>
      signInLoop(() => floodAddress(client), flooder, secret, deadline, flood),
    ),
    signInLoop(nextUserAddress, user, secret, deadline, others, otherDurations),
  ]);
  const userTotal = [...others.values()].reduce((a, b) => a + b, 0);
  console.log(`server: ${serverRoot}`);
  console.log(
    `flooder (${CONNECTIONS} connections from ${FLOOD_ADDRESSES} address(es)): ${describeTally(flood)}`,
  );
  console.log(`other users (one at a time, each from its own address): ${describeTally(others)}`);
  console.log(`other users' sign-ins that succeeded: ${others.get('200') ?? 0} of ${userTotal}`);
  const sorted = otherDurations.sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `other users' answer time: median ${Math.round(median)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
