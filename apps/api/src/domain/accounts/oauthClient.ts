import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { OAUTH_CLIENT_ID } from '@spona/contracts';
import type { Db } from '../../db/client';
import { oauthClients } from '../../db/schema';
import { generateSecret, hashSecret, matchesSecretHash } from './secrets';

export const CLIENT_SECRET_FILE = 'oauth-client-secret';

/**
 * The secret of OAuth client 2, the web app (SPEC §9), as in Laravel Passport's password-grant setup:
 * OAUTH_CLIENT_SECRET, else one generated on first start into DATA_DIR (mode 0600) and reused. Its
 * hash is stored on the client row at every start. The secret of a first-party browser client is
 * public by nature (it ships to every browser through the runtime configuration): it names the app,
 * it does not protect accounts; passwords and tokens do. Several processes must share
 * OAUTH_CLIENT_SECRET (or DATA_DIR), or the last one started wins.
 */
export async function ensureOAuthClientSecret(
  db: Db,
  options: { configured: string | undefined; dataDir: string },
): Promise<string> {
  const secret = options.configured ?? (await readOrCreateSecretFile(options.dataDir));
  await db
    .update(oauthClients)
    .set({ secretHash: hashSecret(secret) })
    .where(eq(oauthClients.id, OAUTH_CLIENT_ID));
  return secret;
}

async function readOrCreateSecretFile(dataDir: string): Promise<string> {
  const file = path.join(dataDir, CLIENT_SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 16) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = generateSecret();
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export type OAuthClientRow = typeof oauthClients.$inferSelect;

/** The client with this id and secret, when it exists, is not revoked and the secret matches. */
export async function findAuthenticClient(
  db: Db,
  clientId: string,
  clientSecret: string,
): Promise<OAuthClientRow | undefined> {
  if (!/^\d{1,9}$/.test(clientId)) return undefined;
  const [client] = await db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.id, Number(clientId)), eq(oauthClients.revoked, false)))
    .limit(1);
  if (!client?.secretHash || !matchesSecretHash(clientSecret, client.secretHash)) return undefined;
  return client;
}
