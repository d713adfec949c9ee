import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { clientSecret } from '../../testing/accounts';
import { CLIENT_SECRET_FILE, ensureOAuthClientSecret } from './oauthClient';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('the OAuth client secret', () => {
  it('is generated once into DATA_DIR (0600), reused, and given to the web app', async () => {
    const file = path.join(t.config.dataDir, CLIENT_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secret = await clientSecret(t);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(
      await ensureOAuthClientSecret(t.database.db, { configured: undefined, dataDir: t.config.dataDir }),
    ).toBe(secret);
  });

  it('comes from OAUTH_CLIENT_SECRET when set', async () => {
    const configured = await startTestServer({ OAUTH_CLIENT_SECRET: 'a-configured-secret-value' });
    try {
      expect(await clientSecret(configured)).toBe('a-configured-secret-value');
    } finally {
      await configured.close();
    }
  });
});
