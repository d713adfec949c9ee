/**
 * The running product for the scripts that look at it in a browser (audit-lighthouse, screens): the
 * production build served by the real server (`apps/api/dist/main.js`, as `npm start` runs it) on a
 * free port with a temporary DATA_DIR and the demo data, and sign-in as a demo user through the API.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, OAUTH_CLIENT_ID, ZTokenResponse, type TTokenResponse } from '@spona/contracts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/api/dist/main.js');
/**
 * The first start migrates the embedded database and loads the demo data with its pictures (drawn and
 * encoded on the machine, issue 18): give it time, on a busy machine too.
 */
const HEALTH_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 15_000;

/** The default build of the web app, which the server serves unless WEB_DIST_DIR says otherwise. */
export const DEFAULT_WEB_DIST_DIR = path.join(ROOT, 'apps/web/dist');

/** A server this script started: where it answers, and how to stop it (which also deletes its data). */
export interface DemoServer {
  origin: string;
  /** SIGTERM (SIGKILL after a while), then the temporary DATA_DIR goes. */
  stop(): Promise<void>;
}

/** Builds the web app into `distDir` and the API when either build is missing. */
export function buildIfMissing(distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`No build in ${distDir}: building the web app there first…`);
    const web = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
      cwd: path.join(ROOT, 'apps/web'),
      stdio: 'inherit',
    });
    if (web.status !== 0) throw new Error('the web build failed');
  }
  if (!existsSync(SERVER_ENTRY)) {
    console.log('No build of the API: building it first…');
    const api = spawnSync('npm', ['run', 'build', '-w', '@spona/api'], { cwd: ROOT, stdio: 'inherit' });
    if (api.status !== 0) throw new Error('the API build failed');
  }
}

/** A port nobody listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}${API_BASE_PATH}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${API_BASE_PATH}/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built server in production mode with the demo data on a fresh temporary DATA_DIR, on
 * `port` or a free one, and waits until it answers its health call.
 */
export async function startDemoServer({
  distDir = DEFAULT_WEB_DIST_DIR,
  port,
}: { distDir?: string; port?: number } = {}): Promise<DemoServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-demo-'));
  const listenPort = port ?? (await findFreePort());
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      MARKETING_SITE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  // localhost, not 127.0.0.1: a secure context for the browser, as the e2e suite uses.
  const origin = `http://localhost:${listenPort}`;
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The OAuth client secret the server publishes to the web app in /runtime-config.js. */
async function readClientSecret(origin: string): Promise<string> {
  const script = await (await fetch(`${origin}/runtime-config.js`)).text();
  const secret = /"oauthClientSecret":"([^"]+)"/.exec(script)?.[1];
  if (!secret) throw new Error('no oauthClientSecret in /runtime-config.js');
  return secret;
}

/** SPEC §7 POST oauth/token with the password grant, as the web app's sign-in does. */
export async function signInThroughApi(
  origin: string,
  login: { username: string; password: string },
): Promise<TTokenResponse> {
  const response = await fetch(`${origin}${API_BASE_PATH}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: OAUTH_CLIENT_ID,
      client_secret: await readClientSecret(origin),
      username: login.username,
      password: login.password,
      scope: '*',
    }),
  });
  if (!response.ok) throw new Error(`signing in as ${login.username} failed: ${response.status}`);
  return ZTokenResponse.parse(await response.json());
}

/**
 * The auth record of SPEC §3 as the web app keeps it in local storage under `auth` (the `auth`
 * cookie beside it says a session exists; the server picks the signed-in shell by it).
 */
export function toAuthRecord(token: TTokenResponse) {
  return {
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    expiresDate: new Date(Date.now() + token.expires_in * 1000).toUTCString(),
  };
}
