import OAuth2Server from '@node-oauth/oauth2-server';
import type { OAuthModel } from './oauthModel';

/** Passport's first-party clients ask for every scope; nothing narrower exists. */
const ALL_SCOPES = ['*'];
/** RFC 6749's VSCHAR: printable ASCII, what a refresh token may consist of. */
const VSCHAR = /^[\x20-\x7E]+$/;

/**
 * The refresh_token grant of @node-oauth/oauth2-server, replaced (`extendedGrantTypes`): the library's
 * own rotates in three model calls (read, revoke, save), so two simultaneous refreshes could not
 * agree on one successor. This one hands the whole rotation to `model.rotateRefreshToken`, one
 * transaction under a row lock that answers every use within the grace window with the same pair.
 */
export class GracefulRefreshGrant extends OAuth2Server.AbstractGrantType {
  async handle(request: OAuth2Server.Request, client: OAuth2Server.Client): Promise<OAuth2Server.Token> {
    const refreshToken: unknown = request.body.refresh_token;
    if (!refreshToken) throw new OAuth2Server.InvalidRequestError('Missing parameter: `refresh_token`');
    if (typeof refreshToken !== 'string' || !VSCHAR.test(refreshToken)) {
      throw new OAuth2Server.InvalidRequestError('Invalid parameter: `refresh_token`');
    }
    const model = (this as unknown as { model: OAuthModel }).model;
    const rotation = await model.rotateRefreshToken(refreshToken, client);
    if (rotation.kind !== 'rotated') {
      throw new OAuth2Server.InvalidGrantError('Invalid grant: refresh token is invalid');
    }
    return {
      ...rotation.tokens,
      scope: ALL_SCOPES,
      client,
      user: { id: rotation.userId },
    };
  }
}
