import type { App } from '../../http/types';
import type { ConsoleDeps } from './consoleDeps';
import { consoleAppealRoutes } from './appeals';
import { consoleOfferRoutes } from './offers';
import { consoleSessionRoutes } from './session';
import { consoleUserRoutes } from './users';
import { consoleStaffRoutes } from './staff';
import { consoleAuditRoutes } from './audit';
import { consoleBugRoutes } from './bugs';
import { consoleOverviewRoutes } from './overview';
import { consoleReportRoutes } from './reports';
import { consoleTypeRequestRoutes } from './typeRequests';
import { consoleVerificationRoutes } from './verifications';

/**
 * Issue 17: every `console/*` call. The auth plugin lets only staff sessions through here (a user's
 * token gets 403, none 401), and `config.staffRole` narrows a route to admins; every route under
 * this prefix answers `cache-control: no-store` (staff pages and data are never cached).
 */
export async function consoleRoutes(app: App, deps: ConsoleDeps) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(consoleSessionRoutes, deps);
  await app.register(consoleUserRoutes, deps);
  await app.register(consoleOfferRoutes, deps);
  await app.register(consoleAppealRoutes, deps);
  await app.register(consoleStaffRoutes, deps);
  await app.register(consoleAuditRoutes, deps);
  await app.register(consoleOverviewRoutes, deps);
  await app.register(consoleVerificationRoutes, deps);
  await app.register(consoleReportRoutes, deps);
  await app.register(consoleBugRoutes, deps);
  await app.register(consoleTypeRequestRoutes, deps);
}
