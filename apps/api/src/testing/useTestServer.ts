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

/**
 * The one preamble of an integration test file: starts the real server over a fresh database before
 * the file's tests (`startTestServer(env)`) and closes it after them.
 *
 *   const t = useTestServer();
 *   it('…', async () => { const res = await t.call('GET', 'auth/user', creator); … });
 *
 * Its fields are read when a test runs (the server starts in beforeAll), never at the file's top level.
 */
export function useTestServer(env: Record<string, string> = {}): UsedTestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestServer => {
    if (!current)
      throw new Error('useTestServer: the server starts in beforeAll; use it inside a test or hook');
    return current;
  };
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
    close: () => started().close(),
    call: (method, path, who, body) => callApi(started(), method, path, who?.token ?? null, body),
  };
}
