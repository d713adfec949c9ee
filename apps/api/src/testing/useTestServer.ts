import { afterAll, beforeAll } from 'vitest';
import { callApi, type Actor, type ApiResponse } from './factories';
import { startTestServer, type TestServer } from './startTestServer';

/** A test file's server: everything of TestServer, plus one JSON call as an actor (or anonymous). */
export type UsedTestServer = TestServer & {
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    who: Pick<Actor, 'token'> | null,
    body?: unknown,
  ): Promise<ApiResponse<T>>;
};

type Env = Record<string, string>;

/**
 * The one preamble of an integration test file: starts the real server over a fresh database before
 * the file's tests (`startTestServer(env)`) and closes it after them.
 *
 *   const t = useTestServer();
 *   it('…', async () => { const res = await t.call('GET', 'auth/user', creator); … });
 *
 * Called inside a `describe`, the server lives for that block only: a block of tests that needs other
 * settings (`useTestServer({ NODE_ENV: 'production' })`) gets a server of its own beside the file's.
 * `env` may be a function, read in beforeAll after the hooks registered before this call: for settings
 * known only once something else is up (the port of a stand-in SMTP server, a directory made there).
 *
 * Its fields are read when a test runs (the server starts in beforeAll), never at the file's top level.
 * A test may close the server itself (to see what its clients see); it is then not closed again.
 */
export function useTestServer(env: Env | (() => Env | Promise<Env>) = {}): UsedTestServer {
  let current: TestServer | undefined;
  let closing: Promise<void> | undefined;
  beforeAll(async () => {
    current = await startTestServer(typeof env === 'function' ? await env() : env);
  });
  afterAll(async () => {
    if (current) await close();
  });
  const started = (): TestServer => {
    if (!current)
      throw new Error('useTestServer: the server starts in beforeAll; use it inside a test or hook');
    return current;
  };
  const close = () => (closing ??= started().close());
  return {
    get origin() {
      return started().origin;
    },
    get api() {
      return started().api;
    },
    get server() {
      return started().server;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    close,
    call: (method, path, who, body) => callApi(started(), method, path, who?.token ?? null, body),
  };
}
