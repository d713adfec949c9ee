import type OAuth2Server from '@node-oauth/oauth2-server';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { findAuthenticClient } from './oauthClient';
import { checkPassword } from './passwords';
import { generateSecret } from './secrets';
import { rotateRefreshToken, type Rotation } from './rotateRefreshToken';
import { findUserByAccessToken, findUserByLogin, issueTokens } from './tokens';

/** What the grants pass around as the user. */
export type GrantUser = { id: number };

/** The model of both grants: the password grant's, plus the one step of the refresh grant. */
export type OAuthModel = OAuth2Server.PasswordModel & {
  rotateRefreshToken(refreshToken: string, client: OAuth2Server.Client): Promise<Rotation>;
};

const GRANTS = ['password', 'refresh_token'];
/** Passport's first-party clients ask for every scope; nothing narrower exists. */
const ALL_SCOPES = ['*'];

/**
 * The model of @node-oauth/oauth2-server for the password and refresh grants (ARCHITECTURE.md, API):
 * tokens are stored hashed; a refresh rotates (`rotateRefreshToken`: the old refresh and access tokens
 * stop at once, a second use within the grace window answers the same successor, a later one revokes
 * the whole family); `onFamilyRevoked` then hears of it (the real-time server disconnects that
 * sign-in's sockets).
 */
export function createOAuthModel(
  db: Db,
  onFamilyRevoked: (familyId: string) => void = () => undefined,
): OAuthModel {
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
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        accessTokenExpiresAt: token.accessTokenExpiresAt,
        refreshTokenExpiresAt: token.refreshTokenExpiresAt,
      });
      return { ...token, scope: ALL_SCOPES, client, user };
    },

    async rotateRefreshToken(refreshToken, client) {
      const rotation = await rotateRefreshToken(db, { refreshToken, clientId: Number(client.id) });
      // After the commit: the real-time server disconnects the revoked sign-in's sockets.
      if (rotation.kind === 'replayed') onFamilyRevoked(rotation.familyId);
      return rotation;
    },
  };
}
