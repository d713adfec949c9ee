import { z } from 'zod';
import { ZConsoleSetupBody, ZConsoleSetupInfo, ZStaff } from '@spona/contracts';
import { completeSetup, presentStaff, readSetup } from '../../domain/console/staffAccounts';
import { recordAudit } from '../../domain/console/audit';
import { revokeStaffSession } from '../../domain/console/staffSessions';
import type { App } from '../../http/types';
import { requireStaff } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { auditActorOf } from './auditActor';
import type { ConsoleDeps } from './consoleDeps';

const ZSetupParams = z.object({ token: z.string().min(1).max(100) });

/**
 * Issue 17: the staff member's own session. `GET console/setup/{token}` answers the TOTP secret to enrol
 * (`{ totp_uri }`), `POST console/setup/{token}` sets the password and confirms the enrolment with a
 * current code; the link works once (public: the link is the credential). `GET console/me` and
 * `POST console/logout` for a signed-in staff member.
 */
export async function consoleSessionRoutes(app: App, { database }: ConsoleDeps) {
  app.get(
    '/console/setup/:token',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.token },
      schema: { params: ZSetupParams, response: { 200: ZConsoleSetupInfo } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSetup(database.db, request.params.token);
    },
  );

  app.post(
    '/console/setup/:token',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.token },
      schema: { params: ZSetupParams, body: ZConsoleSetupBody, response: { 200: ZStaff } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await completeSetup(database.db, request.params.token, request.body);
      await recordAudit(
        database.db,
        { staff: row, ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
        { action: 'staff.setup', objectType: 'staff', objectId: row.id },
      );
      return presentStaff(row);
    },
  );

  app.get('/console/me', { schema: { response: { 200: ZStaff } } }, async (request) =>
    presentStaff(requireStaff(request).staff),
  );

  app.post('/console/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const { staff, sessionId } = requireStaff(request);
    await revokeStaffSession(database.db, sessionId);
    await recordAudit(database.db, auditActorOf(request), {
      action: 'staff.sign_out',
      objectType: 'staff',
      objectId: staff.id,
    });
    return reply.code(204).send(null);
  });
}
