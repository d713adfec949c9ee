import {
  ZConsoleNote,
  ZConsoleReason,
  ZConsoleReport,
  ZConsoleReportDetail,
  ZConsoleReportFilter,
  ZConsoleReportList,
  ZConsoleReportMessage,
  ZIdParams,
  ZPrivateFileParams,
} from '@spona/contracts';
import {
  abortForReporter,
  findReportedFileAudited,
  messageReportParty,
  readReportAudited,
  resolveReport,
  unsafeFindReport,
  unsafeFindReports,
} from '../../domain/console/problemReports';
import { NotFound } from '../../domain/errors';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { presentReport, presentReportDetail } from '../../presenters/consoleQueues';
import { createAnnouncer } from '../../realtime/announcer';
import { contentDispositionOf } from '../arrangements/files';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

/** Nothing in a served file may run or load anything, whatever a browser makes of it. */
const FILE_CSP = "default-src 'none'; sandbox";
/** Where a party reads what support did: the reported arrangement's conversation. */
const messengerPath = (arrangementId: number) => `/messenger/${arrangementId}`;

/**
 * Issue 17, SPEC §4 problem reports ("You will be contacted soon"): the queue of open reports, one
 * report with its arrangement's whole conversation and deliveries (every read audited), the
 * arrangement's files, resolve with a note (409 once resolved), message either party, and abort the
 * arrangement on the reporter's behalf through the one state machine (409 when it refuses).
 */
export async function consoleReportRoutes(app: App, deps: ConsoleDeps) {
  const { db } = deps.database;
  const { notices, privateFiles } = deps;
  const announce = createAnnouncer(deps, app.log);
  acceptEmptyJsonBody(app);
  app.addHook('onClose', () => announce.drain());

  const presentOne = async (id: number) => presentReport(await unsafeFindReport(db, id));

  app.get(
    '/console/reports',
    { schema: { querystring: ZConsoleReportFilter, response: { 200: ZConsoleReportList } } },
    async (request) => {
      const page = await unsafeFindReports(db, request.query);
      return { data: page.rows.map(presentReport), total: page.total };
    },
  );

  app.get(
    '/console/reports/:id',
    { schema: { params: ZIdParams, response: { 200: ZConsoleReportDetail } } },
    async (request) =>
      presentReportDetail(await readReportAudited(db, auditActorOf(request), request.params.id)),
  );

  app.get(
    '/console/arrangements/:id/files/:fileId',
    { schema: { params: ZPrivateFileParams } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await findReportedFileAudited(db, auditActorOf(request), id, fileId);
      const stored = await privateFiles.open(file.storageKey);
      if (!stored) throw new NotFound();
      return reply
        .header('content-security-policy', FILE_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDispositionOf(file))
        .header('content-length', stored.size)
        .type(file.contentType)
        .send(stored.stream);
    },
  );

  app.post(
    '/console/reports/:id/resolve',
    { schema: { params: ZIdParams, body: ZConsoleNote, response: { 200: ZConsoleReport } } },
    async (request) => {
      const { id } = request.params;
      const resolved = await resolveReport(db, auditActorOf(request), id, request.body.note);
      notices.announce(resolved.notices, messengerPath(resolved.arrangementId));
      return presentOne(id);
    },
  );

  app.post(
    '/console/reports/:id/message',
    { schema: { params: ZIdParams, body: ZConsoleReportMessage, response: { 200: ZConsoleReport } } },
    async (request) => {
      const { id } = request.params;
      const sent = await messageReportParty(db, auditActorOf(request), id, request.body);
      notices.announce(sent.notices, messengerPath(sent.arrangementId));
      return presentOne(id);
    },
  );

  app.post(
    '/console/reports/:id/abort',
    { schema: { params: ZIdParams, body: ZConsoleReason, response: { 200: ZConsoleReport } } },
    async (request) => {
      const { id } = request.params;
      const change = await abortForReporter(db, auditActorOf(request), id, request.body.reason);
      // As POST management/abort does: both parties hear of it live, the other one by mail and push.
      await announce.changedArrangement(change.arrangement, change.messages, change.notices);
      return presentOne(id);
    },
  );
}
