import { ZAuditFilter, ZAuditList } from '@spona/contracts';
import { findAuditEntries } from '../../domain/console/auditLog';
import type { App } from '../../http/types';
import { presentAuditEntry } from '../../presenters/auditEntry';
import type { ConsoleDeps } from './consoleDeps';

/**
 * Issue 17: `GET console/audit`, the append-only record of every staff action and every staff read of
 * a conversation (who, what, which object, before/after, when, from where), newest first. There is
 * deliberately no call that changes or deletes an entry.
 */
export async function consoleAuditRoutes(app: App, { database }: ConsoleDeps) {
  app.get(
    '/console/audit',
    { schema: { querystring: ZAuditFilter, response: { 200: ZAuditList } } },
    async (request) => {
      const page = await findAuditEntries(database.db, request.query);
      return { data: page.rows.map(presentAuditEntry), total: page.total };
    },
  );
}
