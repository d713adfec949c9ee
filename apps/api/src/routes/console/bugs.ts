import {
  ZConsoleBug,
  ZConsoleBugFilter,
  ZConsoleBugList,
  ZConsoleBugUpdate,
  ZIdParams,
} from '@spona/contracts';
import { findScreenshotAudited, unsafeFindBugs, updateBug } from '../../domain/console/bugReports';
import { NotFound } from '../../domain/errors';
import type { App } from '../../http/types';
import { presentBug } from '../../presenters/consoleQueues';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

/**
 * Issue 17, bug reports of the navbar (SPEC §2, §4): the list newest first (by status), moving one
 * NEW → TRIAGED → DONE with a note, and its screenshot (a PNG checked when it was sent; served to staff
 * only, never sniffed as anything else, every read audited).
 */
export async function consoleBugRoutes(app: App, { database, screenshots }: ConsoleDeps) {
  const { db } = database;

  app.get(
    '/console/bugs',
    { schema: { querystring: ZConsoleBugFilter, response: { 200: ZConsoleBugList } } },
    async (request) => {
      const page = await unsafeFindBugs(db, request.query);
      return { data: page.rows.map(presentBug), total: page.total };
    },
  );

  app.patch(
    '/console/bugs/:id',
    { schema: { params: ZIdParams, body: ZConsoleBugUpdate, response: { 200: ZConsoleBug } } },
    async (request) =>
      presentBug(await updateBug(db, auditActorOf(request), request.params.id, request.body)),
  );

  app.get('/console/bugs/:id/screenshot', { schema: { params: ZIdParams } }, async (request, reply) => {
    const file = await findScreenshotAudited(db, auditActorOf(request), request.params.id);
    const png = await screenshots.read(file);
    if (!png) throw new NotFound();
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="bug-${request.params.id}.png"`)
      .type('image/png')
      .send(png);
  });
}
