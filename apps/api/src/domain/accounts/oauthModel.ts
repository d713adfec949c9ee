import type OAuth2Server from '@node-oauth/oauth2-server';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findAuthenticClient } from './oauthClient';
import { checkPassword } from './passwords';
import { generateSecret } from './secrets';
import {
  findRefreshToken,
  findUserByAccessToken,
  findUserByLogin,
  issueTokens,
  markRefreshTokenUsed,
  revokeTokenFamily,
} from './tokens';

/** What the grants pass around as the user: its id and, on refresh, the family it continues. */
export type GrantUser = { id: number; familyId?: string };

const GRANTS = ['password', 'refresh_token'];
/** Passport's first-party clients ask for every scope; nothing narrower exists. */
const ALL_SCOPES = ['*'];

/**
 * The model of @node-oauth/oauth2-server for the password and refresh grants (ARCHITECTURE.md, API):
 * tokens are stored hashed; a refresh rotates (the old refresh and access tokens stop at once), and
 * presenting a rotated refresh token again revokes its whole family (theft detection);
 * `onFamilyRevoked` then hears of it (the real-time server disconnects that sign-in's sockets).
 */
export function createOAuthModel(
  db: Db,
  onFamilyRevoked: (familyId: string) => void = () => undefined,
): OAuth2Server.PasswordModel & OAuth2Server.RefreshTokenModel {
  return {
    async getClient(clientId, clientSecret) {
      const client = await findAuthenticClient(db, String(clientId), String(clientSecret ?? ''));
      if (!client) return false;
      return {
        id: String(client.id),
        grants: GRANTS,
        accessTokenLifetime: ACCESS_TOKEN_TTL_MS / 1000,
        refreshTokenLifetime: REFRESH_TOKEN_TTL_MS / 1000,
      };
    },

    async getUser(username, password) {
      const user = await findUserByLogin(db, username);
      const isValid = await checkPassword(user?.passwordHash, password);
      return user && isValid ? ({ id: user.id } satisfies GrantUser) : false;
    },

    // Not used by the token endpoint (the auth plugin checks bearer tokens); the model type needs it.
    async getAccessToken(accessToken) {
      const found = await findUserByAccessToken(db, accessToken);
      if (!found) return false;
      return {
        accessToken,
        client: { id: String(found.clientId), grants: GRANTS },
        user: { id: found.user.id },
        scope: ALL_SCOPES,
      };
    },

    async validateScope(_user, _client, scope) {
      if (scope === undefined || scope.length === 0 || scope.every((s) => s === '*')) return ALL_SCOPES;
      return false;
    },

    async generateAccessToken() {
      return generateSecret();
    },

    async generateRefreshToken() {
      return generateSecret();
    },

    async saveToken(token, client, user) {
      const grantUser = user as GrantUser;
      await issueTokens(db, {
        userId: grantUser.id,
        clientId: Number(client.id),
        familyId: grantUser.familyId,
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        accessTokenExpiresAt: token.accessTokenExpiresAt,
        refreshTokenExpiresAt: token.refreshTokenExpiresAt,
      });
      return { ...token, scope: ALL_SCOPES, client, user };
    },

    async getRefreshToken(refreshToken) {
      const row = await findRefreshToken(db, refreshToken);
      if (!row || row.revokedAt !== null) return false;
      if (row.usedAt !== null) {
        // ARCHITECTURE.md: a rotated refresh token presented again means it was copied; end the sign-in.
        await revokeTokenFamily(db, row.familyId);
        onFamilyRevoked(row.familyId);
        return false;
      }
      const [owner] = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, row.userId))
        .limit(1);
      if (!owner || owner.deletedAt !== null) return false;
      return {
        refreshToken,
        refreshTokenExpiresAt: row.expiresAt,
        scope: ALL_SCOPES,
        client: { id: String(row.clientId), grants: GRANTS },
        user: { id: row.userId, familyId: row.familyId, refreshTokenId: row.id },
      };
    },

    async revokeToken(token) {
      const user = token.user as GrantUser & { refreshTokenId: number };
      const isRotated = await markRefreshTokenUsed(db, user.refreshTokenId);
      // Lost the race against another use of the same token: that is a replay too.
      if (!isRotated && user.familyId) {
        await revokeTokenFamily(db, user.familyId);
        onFamilyRevoked(user.familyId);
      }
      return isRotated;
    },
  };
}
