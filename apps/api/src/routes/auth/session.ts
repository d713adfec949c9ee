import { ZAuthUser, ZSuccess } from '@spona/contracts';
import type { Database } from '../../db/client';
import { findUserArrangements } from '../../domain/accounts/findUserArrangements';
import { findOwnModeration } from '../../domain/console/appeals';
import { revokeAccessToken } from '../../domain/accounts/tokens';
import { unauthenticatedError } from '../../http/AppError';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { presentAuthUser } from '../../presenters/user';
import type { Broadcaster } from '../../realtime/broadcaster';

/** SPEC §7 GET auth/user and GET auth/logout. */
export async function sessionRoutes(
  app: App,
  { database, broadcaster }: { database: Database; broadcaster: Broadcaster },
) {
  app.get('/auth/user', { schema: { response: { 200: ZAuthUser } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return presentAuthUser(
      user,
      await findUserArrangements(database.db, user.id),
      await findOwnModeration(database.db, user),
    );
  });

  // SPEC §7: logout is a GET; it revokes the access token and the refresh token issued with it.
  app.get('/auth/logout', { schema: { response: { 200: ZSuccess } } }, async (request) => {
    if (!request.authentication) throw unauthenticatedError();
    await revokeAccessToken(database.db, request.authentication.accessTokenId);
    // REALTIME.md: the sockets of this sign-in end with it (the user's other devices stay connected).
    broadcaster.disconnectSession(request.authentication.familyId);
    return { success: true as const };
  });
}
