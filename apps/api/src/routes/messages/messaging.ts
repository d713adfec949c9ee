import {
  ZIdParams,
  ZMessage,
  ZMessageList,
  ZMessageReadQuery,
  ZMessageSearchQuery,
  ZMessageSeenEvent,
  ZMessageSend,
  ZEmptyBody,
} from '@spona/contracts';
import { loadMessageFiles } from '../../domain/arrangements/collaboration';
import { unsafeFindArrangement } from '../../domain/arrangements/findArrangements';
import { findMessagePage } from '../../domain/messages/findMessages';
import { openConversation } from '../../domain/messages/openConversation';
import { sendMessage } from '../../domain/messages/sendMessage';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { canViewArrangement } from '../../policies/arrangements';
import { authorize } from '../../policies/authorize';
import { presentMessage } from '../../presenters/message';
import { createAnnouncer, type MessengerDeps } from '../../realtime/announcer';

/**
 * SPEC §7 Messaging, under /messages: send, read a page, mark a conversation seen, search one
 * conversation. Only the two participants of the arrangement; anyone else gets 404. A message is
 * committed before it is answered or broadcast (MessageEvent to the receiver only).
 */
export async function messagingRoutes(app: App, deps: MessengerDeps) {
  const { db } = deps.database;
  const announce = createAnnouncer(deps, app.log);
  // SPEC §7: keep and open are called with an empty body, a JSON content type or not.
  acceptEmptyJsonBody(app);
  app.addHook('onClose', () => announce.drain());

  app.post(
    '/messaging/send',
    {
      config: { rateLimit: ROUTE_LIMITS.messageSend },
      schema: { body: ZMessageSend, response: { 200: ZMessage, 201: ZMessage } },
    },
    async (request, reply) => {
      const sent = await sendMessage(db, requireUser(request).id, request.body);
      // A retried send (same key) answers the stored message and tells nobody again.
      if (sent.isNew) announce.newMessage(sent.message, sent.arrangement, sent.files);
      return reply.code(sent.isNew ? 201 : 200).send(presentMessage(sent.message, sent.files));
    },
  );

  app.get(
    '/messaging/read/:id',
    { schema: { params: ZIdParams, querystring: ZMessageReadQuery, response: { 200: ZMessageList } } },
    async (request) => {
      const arrangement = await unsafeFindArrangement(db, request.params.id);
      authorize(arrangement !== undefined && canViewArrangement(requireUser(request), arrangement));
      const page = await findMessagePage(db, arrangement.id, request.query);
      const files = await loadMessageFiles(
        db,
        page.rows.map((m) => m.id),
      );
      return { data: page.rows.map((m) => presentMessage(m, files.get(m.id))), total: page.total };
    },
  );

  app.post(
    '/messaging/open/:id',
    { schema: { params: ZIdParams, body: ZEmptyBody, response: { 200: ZMessageSeenEvent } } },
    async (request) => {
      const user = requireUser(request);
      const arrangement = await unsafeFindArrangement(db, request.params.id);
      authorize(arrangement !== undefined && canViewArrangement(user, arrangement));
      const opened = await openConversation(db, arrangement, user.id);
      const seen = { arrangement_id: arrangement.id, user_id: user.id, seen_at: opened.seenAt.toISOString() };
      announce.seen(seen, arrangement, opened);
      return seen;
    },
  );

  app.get(
    '/messaging/search/:id',
    { schema: { params: ZIdParams, querystring: ZMessageSearchQuery, response: { 200: ZMessageList } } },
    async (request) => {
      const arrangement = await unsafeFindArrangement(db, request.params.id);
      authorize(arrangement !== undefined && canViewArrangement(requireUser(request), arrangement));
      const page = await findMessagePage(db, arrangement.id, request.query);
      const files = await loadMessageFiles(
        db,
        page.rows.map((m) => m.id),
      );
      return { data: page.rows.map((m) => presentMessage(m, files.get(m.id))), total: page.total };
    },
  );
}
