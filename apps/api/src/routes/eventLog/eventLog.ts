import { EVENT_LOG_UNKNOWN_USER_ID, ZEventLogCreate, ZSuccess } from '@spona/contracts';
import { NotFound, RuleViolation } from '../../domain/errors';
import { logEvent } from '../../domain/messages/logEvent';
import { unsafeFindMessage } from '../../domain/messages/findMessages';
import type { Database } from '../../db/client';
import { unauthenticatedError } from '../../http/AppError';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { canLogMessageReceived } from '../../policies/arrangements';

/**
 * SPEC §3 and §7 event log, POST /api/v1/event-log (the path is not shown in SPEC; this one is ours).
 * MESSAGE/RECEIVED needs a signed-in user who received that message from someone else (checked
 * against the stored message, else 404); APP_UPSELL events may come from anyone, naming the caller's own
 * user id or -1 (another user's id is refused with 422).
 */
export async function eventLogRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;
  app.post(
    '/event-log',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.eventLog },
      schema: { body: ZEventLogCreate, response: { 201: ZSuccess } },
    },
    async (request, reply) => {
      const input = request.body;
      const user = request.user;
      if (input.category === 'MESSAGE') {
        if (!user) throw unauthenticatedError();
        const message = await unsafeFindMessage(db, input.payload.message_id);
        const p = input.payload;
        if (
          !message ||
          !canLogMessageReceived(user, message) ||
          message.senderId !== p.from_user_id ||
          message.receiverId !== p.to_user_id ||
          message.arrangementId !== p.arrangement_id ||
          message.type !== p.message_type
        ) {
          throw new NotFound();
        }
      } else if (input.payload.user_id !== EVENT_LOG_UNKNOWN_USER_ID && input.payload.user_id !== user?.id) {
        // Nobody logs banner events in another user's name: their own id when signed in, else -1.
        throw new RuleViolation({ 'payload.user_id': 'eventLog.notYou' });
      }
      await logEvent(db, user?.id ?? null, input);
      return reply.code(201).send({ success: true as const });
    },
  );
}
