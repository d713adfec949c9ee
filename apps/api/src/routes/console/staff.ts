import { ZIdParams, ZStaff, ZStaffCreate, ZStaffSetupLink, ZStaffUpdate, ZEmptyBody } from '@spona/contracts';
import { z } from 'zod';
import { listStaff, presentStaff, type SetupLink } from '../../domain/console/staffAccounts';
import { createStaff, resetStaff, updateStaff } from '../../domain/console/staffManagement';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import type { ConsoleDeps } from './consoleDeps';
import { auditActorOf } from './auditActor';

const adminOnly = { staffRole: 'ADMIN' } as const;

function presentSetupLink(link: SetupLink) {
  return {
    staff: presentStaff(link.staff),
    setup_url: link.setupUrl,
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * Issue 17: admins manage the staff (`--role admin` of `npm run staff` may "also add, disable and
 * re-role staff"): list, add (the answer carries the one-time set-up link), re-role, disable or enable
 * (never themselves: 409), and reset the second factor (a new set-up link). Every change is audited
 * with the staff member before and after, in its transaction (domain/console/staffManagement.ts).
 */
export async function consoleStaffRoutes(app: App, { database, config }: ConsoleDeps) {
  const { db } = database;
  acceptEmptyJsonBody(app);

  app.get('/console/staff', { config: adminOnly, schema: { response: { 200: z.array(ZStaff) } } }, async () =>
    (await listStaff(db)).map(presentStaff),
  );

  app.post(
    '/console/staff',
    { config: adminOnly, schema: { body: ZStaffCreate, response: { 201: ZStaffSetupLink } } },
    async (request, reply) => {
      const link = await createStaff(db, request.body, {
        actor: auditActorOf(request),
        publicUrl: config.publicUrl,
      });
      return reply.code(201).send(presentSetupLink(link));
    },
  );

  app.patch(
    '/console/staff/:id',
    { config: adminOnly, schema: { params: ZIdParams, body: ZStaffUpdate, response: { 200: ZStaff } } },
    async (request) =>
      presentStaff(await updateStaff(db, request.params.id, request.body, { actor: auditActorOf(request) })),
  );

  app.post(
    '/console/staff/:id/reset-2fa',
    {
      config: adminOnly,
      schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZStaffSetupLink } },
    },
    async (request) =>
      presentSetupLink(
        await resetStaff(db, request.params.id, {
          actor: auditActorOf(request),
          publicUrl: config.publicUrl,
        }),
      ),
  );
}
