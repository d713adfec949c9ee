import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/useTestServer';
import { clientSecret } from '../../testing/accounts';
import { CLIENT_SECRET_FILE, ensureOAuthClientSecret } from './oauthClient';

const t = useTestServer();

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

  describe('with OAUTH_CLIENT_SECRET set', () => {
    const configured = useTestServer({ OAUTH_CLIENT_SECRET: 'a-configured-secret-value' });

    it('comes from OAUTH_CLIENT_SECRET when set', async () => {
      expect(await clientSecret(configured)).toBe('a-configured-secret-value');
    });
  });
});
