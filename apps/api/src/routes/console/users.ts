import {
  ZConsoleFeatured,
  ZConsoleReason,
  ZConsoleUserDetail,
  ZConsoleUserFilter,
  ZConsoleUserList,
  ZEmptyBody,
  ZIdParams,
  ZStaffNote,
  ZStaffNoteCreate,
  ZSuccess,
} from '@spona/contracts';
import { sendVerificationMail } from '../../domain/accounts/verification';
import { addStaffNote, findConsoleUserDetail, findConsoleUsers } from '../../domain/console/consoleUsers';
import { approve, featuredUntilOf, setFeatured, unapprove } from '../../domain/console/moderation';
import { deleteUserForStaff, exportUserData, renewConfirmation } from '../../domain/console/userAccount';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

/** Where a user reads about their own account's flag (the profile editor). */
const PROFILE_PATH = '/user-profile';

/**
 * Issue 17, the console's users: find (name, username or email; deleted and unapproved ones too), see
 * one whole (audited read), flag unapproved with a reason and lift it (SPEC §1, §4: gone from search
 * and public pages at once; the owner is told), featured until a date, resend the confirmation mail,
 * export their data (GDPR access), delete at their request, and staff's notes.
 */
export async function consoleUserRoutes(app: App, deps: ConsoleDeps) {
  const { db } = deps.database;
  acceptEmptyJsonBody(app);

  app.get(
    '/console/users',
    { schema: { querystring: ZConsoleUserFilter, response: { 200: ZConsoleUserList } } },
    async (request) => findConsoleUsers(db, request.query),
  );

  app.get(
    '/console/users/:id',
    { schema: { params: ZIdParams, response: { 200: ZConsoleUserDetail } } },
    async (request) => findConsoleUserDetail(db, auditActorOf(request), request.params.id),
  );

  app.post(
    '/console/users/:id/unapprove',
    { schema: { params: ZIdParams, body: ZConsoleReason, response: { 200: ZSuccess } } },
    async (request) => {
      const notices = await unapprove(
        db,
        auditActorOf(request),
        'USER',
        request.params.id,
        request.body.reason,
      );
      deps.notices.announce(notices, PROFILE_PATH);
      return { success: true as const };
    },
  );

  app.post(
    '/console/users/:id/approve',
    { schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZSuccess } } },
    async (request) => {
      const notices = await approve(db, auditActorOf(request), 'USER', request.params.id);
      deps.notices.announce(notices, PROFILE_PATH);
      return { success: true as const };
    },
  );

  app.post(
    '/console/users/:id/featured',
    { schema: { params: ZIdParams, body: ZConsoleFeatured, response: { 200: ZSuccess } } },
    async (request) => {
      const until = featuredUntilOf(request.body.until);
      await setFeatured(db, auditActorOf(request), 'USER', request.params.id, until);
      return { success: true as const };
    },
  );

  app.post(
    '/console/users/:id/resend-confirmation',
    {
      config: { rateLimit: ROUTE_LIMITS.mail },
      schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZSuccess } },
    },
    async (request) => {
      const { user, token } = await renewConfirmation(db, auditActorOf(request), request.params.id);
      await sendVerificationMail(deps.mailer, deps.config, user, token);
      return { success: true as const };
    },
  );

  app.get('/console/users/:id/export', { schema: { params: ZIdParams } }, async (request, reply) => {
    const data = await exportUserData(db, auditActorOf(request), request.params.id);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="spona-user-${request.params.id}.json"`);
    return reply.send(JSON.stringify(data, null, 2));
  });

  app.delete(
    '/console/users/:id',
    { schema: { params: ZIdParams, body: ZConsoleReason, response: { 200: ZSuccess } } },
    async (request) => {
      const { imageFiles } = await deleteUserForStaff(
        db,
        auditActorOf(request),
        request.params.id,
        request.body.reason,
      );
      deps.broadcaster.disconnectUser(request.params.id);
      // After the commit: the files are unreachable now; a file left by a failure harms nobody.
      await Promise.all(
        imageFiles.map((file) =>
          deps.images
            .remove(file)
            .catch((err: unknown) => request.log.warn({ err, file }, 'image not removed')),
        ),
      );
      return { success: true as const };
    },
  );

  app.post(
    '/console/users/:id/notes',
    { schema: { params: ZIdParams, body: ZStaffNoteCreate, response: { 201: ZStaffNote } } },
    async (request, reply) => {
      const note = await addStaffNote(db, auditActorOf(request), request.params.id, request.body.body);
      return reply.code(201).send(note);
    },
  );
}
