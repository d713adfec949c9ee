import {
  ZBasicStatistics,
  ZDashboardData,
  ZNotificationList,
  ZNotificationsParams,
  ZNotificationsRead,
  ZNotificationsReadResult,
  ZProfileViews,
  ZProfileViewsParams,
  ZUnreadNotifications,
} from '@spona/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { findBasicStatistics } from '../../domain/dashboard/basicStatistics';
import { findDashboardData } from '../../domain/dashboard/dashboardData';
import { findProfileViewsByDay } from '../../domain/dashboard/profileViews';
import {
  countUnreadNotifications,
  findNotifications,
  markNotificationsRead,
  syncEmailNotice,
} from '../../domain/notifications/findNotifications';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { presentNotification } from '../../presenters/notification';

/**
 * SPEC §1 and §7 Dashboard: GET dashboard/data, profile-views/{n}, unread-notifications-number,
 * notifications/{n}, POST dashboard/notifications/read, and GET statistics/basic. Each answers about
 * the signed-in user only (GET dashboard/profile-strength lives with the profile routes). Periods and
 * days are UTC (packages/contracts/src/dashboard.ts).
 */
export async function dashboardRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;
  const config = { rateLimit: ROUTE_LIMITS.dashboard };

  /** The signed-in user, with the 'email not confirmed' notice brought up to date (issue 7). */
  const userWithNotices = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await syncEmailNotice(db, user);
    return user;
  };

  app.get('/dashboard/data', { config, schema: { response: { 200: ZDashboardData } } }, async (request) =>
    findDashboardData(db, await userWithNotices(request)),
  );

  app.get(
    '/dashboard/profile-views/:n',
    { config, schema: { params: ZProfileViewsParams, response: { 200: ZProfileViews } } },
    async (request) => findProfileViewsByDay(db, requireUser(request).id, request.params.n),
  );

  app.get(
    '/dashboard/unread-notifications-number',
    { config, schema: { response: { 200: ZUnreadNotifications } } },
    async (request) => ({ count: await countUnreadNotifications(db, (await userWithNotices(request)).id) }),
  );

  app.get(
    '/dashboard/notifications/:n',
    { config, schema: { params: ZNotificationsParams, response: { 200: ZNotificationList } } },
    async (request) => {
      const user = await userWithNotices(request);
      const [rows, unread] = await Promise.all([
        findNotifications(db, user.id, request.params.n),
        countUnreadNotifications(db, user.id),
      ]);
      const t = request.t.bind(request);
      return { data: rows.flatMap((row) => presentNotification(row, t) ?? []), unread };
    },
  );

  app.post(
    '/dashboard/notifications/read',
    { config, schema: { body: ZNotificationsRead, response: { 200: ZNotificationsReadResult } } },
    async (request) => {
      const user = requireUser(request);
      const marked = await markNotificationsRead(db, user.id, request.body);
      return { marked, unread: await countUnreadNotifications(db, user.id) };
    },
  );

  app.get('/statistics/basic', { config, schema: { response: { 200: ZBasicStatistics } } }, async (request) =>
    findBasicStatistics(db, requireUser(request).id),
  );
}
