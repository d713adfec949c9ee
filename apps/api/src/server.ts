import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@spona/contracts';
import type { Config } from './config';
import type { Database } from './db/client';
import { maintainPglite } from './db/maintainPglite';
import { resolveRequestLocale } from './http/locale';
import { LOG_REDACT_PATHS, redactUrl } from './http/redact';
import { translate } from './i18n';
import type { App } from './http/types';
import { createMailer } from './adapters/mail/mailer';
import { defaultRedisPrefix, openDeploymentRedis } from './adapters/redis/redis';
import { ensureOAuthClientSecret } from './domain/accounts/oauthClient';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { pressurePlugin } from './plugins/pressure';
import { rateLimitPlugin } from './plugins/rateLimit';
import { requestContextPlugin } from './plugins/requestContext';
import { signInLimitsPlugin } from './plugins/signInLimits';
import { inlineScriptSourcesOf } from './plugins/inlineScripts';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/webApp';
import { xsrfPlugin } from './plugins/xsrf';
import { sessionRoutes } from './routes/auth/session';
import { tokenRoutes } from './routes/auth/token';
import { devMailRoutes } from './routes/dev/devMail';
import { openApiRoutes } from './routes/docs/openapi';
import { healthRoutes } from './routes/health/health';
import { publicDataRoutes } from './routes/public/publicData';
import { runtimeConfigRoutes } from './routes/public/runtimeConfig';
import { referenceRoutes } from './routes/reference/reference';
import { passwordResetRoutes } from './routes/register/passwordReset';
import { registerRoutes } from './routes/register/register';
import { verificationRoutes } from './routes/register/verification';
import { settingsRoutes } from './routes/settings/settings';
import { accountTypeRequestRoutes } from './routes/settings/accountTypeRequest';
import { offerRoutes } from './routes/offers/offers';
import { profileDataRoutes } from './routes/profiles/profileData';
import { publicProfileRoutes } from './routes/profiles/publicProfiles';
import { socialAccountRoutes } from './routes/profiles/socialAccounts';
import { createLinkPreviews } from './domain/profiles/linkPreviews';
import { portfolioRoutes } from './routes/profiles/portfolio';
import { offerImageRoutes } from './routes/images/offerImages';
import { profileImageRoutes } from './routes/images/profileImage';
import { assetRoutes } from './routes/assets/assets';
import { searchRoutes } from './routes/search/search';
import { arrangementRoutes } from './routes/arrangements/arrangements';
import { managementRoutes } from './routes/arrangements/management';
import { arrangementFileRoutes } from './routes/arrangements/files';
import { deliveryRoutes } from './routes/arrangements/deliveries';
import { messagingRoutes } from './routes/messages/messaging';
import { shortlistRoutes } from './routes/shortlists/shortlists';
import { campaignRoutes } from './routes/campaigns/campaigns';
import { savedSearchRoutes } from './routes/savedSearches/savedSearches';
import { eventLogRoutes } from './routes/eventLog/eventLog';
import { dashboardRoutes } from './routes/dashboard/dashboard';
import { bugRoutes } from './routes/bugs/bugs';
import { appealRoutes } from './routes/appeals/appeals';
import { clearExpiredFeatured } from './domain/console/moderation';
import { analyticsRoutes } from './routes/analytics/analytics';
import { bugReportsDirOf, createScreenshotStore } from './domain/support/screenshot';
import { subscriptionRoutes } from './routes/subscriptions/subscriptions';
import { blogRoutes } from './routes/blog/blog';
import { createBlogFeed } from './domain/blog/blogFeed';
import { ensureVapidKeys } from './domain/push/vapidKeys';
import { createPushSender } from './adapters/push/pushSender';
import { createImageStore, uploadsDirOf } from './adapters/files/imageStore';
import { startJobs, type Job } from './adapters/jobs/scheduler';
import { collaborationJobs } from './adapters/jobs/collaborationJobs';
import { digestJob } from './adapters/jobs/digestJob';
import { createPrivateFileStore } from './adapters/files/privateFileStore';
import { purgeUnattachedFiles } from './domain/arrangements/privateFiles';
import { stopExpiredOffers } from './domain/offers/stopExpiredOffers';
import { purgeExpiredRecords } from './domain/support/purgeExpiredRecords';
import { startRealtimeServer } from './realtime/realtimeServer';
import { createNoticeAnnouncer } from './realtime/noticeAnnouncer';
import { consoleRoutes } from './routes/console/consoleRoutes';
import { startStaffChannel } from './adapters/staffChannel/staffChannelServer';

export const APP_VERSION = process.env.npm_package_version ?? '0.1.0';

const MAX_PATH_PARAM_LENGTH = 512;

/** Largest JSON body; image uploads get their own limit in their routes. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP server: plugins in order, then every route group under /api/v1. */
export async function buildServer({
  config,
  database,
}: {
  config: Config;
  database: Database;
}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Graceful shutdown: idle keep-alive sockets close at once, in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Emails and tokens travel in paths (register/available/email/{v}); allow them, refuse longer ones.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // Router errors come before any hook: answer them in the one error shape too.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const locale = resolveRequestLocale(
        request.headers['app-language'],
        request.headers['accept-language'],
      );
      const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(isTooLong ? 414 : 400)
        .send({ message: translate(locale, isTooLong ? 'errors.urlTooLong' : 'errors.badUrl') });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  // Before everything a request costs (rate-limit counters, tokens, the database): shed it at once.
  if (config.shedLoad) {
    await app.register(pressurePlugin, { database, exemptRoutes: [`${API_BASE_PATH}/health`] });
  }
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    inlineScripts: inlineScriptSourcesOf(config.webDistDir),
  });
  await app.register(cookie);
  await app.register(xsrfPlugin, { secureCookies: config.isProduction });
  // Every Redis key and channel of this deployment is named under one prefix (adapters/redis/redis.ts).
  const redis = config.redisUrl
    ? openDeploymentRedis({
        url: config.redisUrl,
        prefix: config.redisPrefix ?? defaultRedisPrefix(database.identity),
        logger: app.log,
      })
    : undefined;
  if (redis) app.log.info({ redisPrefix: redis.prefix }, 'Redis keys and channels under this prefix');
  await app.register(rateLimitPlugin, { redis, defaultMaxPerMinute: config.rateLimitDefaultMax });
  await app.register(signInLimitsPlugin, { redis });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Spona API', version: APP_VERSION },
    },
    transform: jsonSchemaTransform,
  });

  const oauthClientSecret = await ensureOAuthClientSecret(database.db, {
    configured: config.oauthClientSecret,
    dataDir: config.dataDir,
  });
  // Issue 7 web push: VAPID keys from config, else generated once into DATA_DIR/vapid.json.
  const vapid = await ensureVapidKeys({
    configured: { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey },
    dataDir: config.dataDir,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: `Spona <${config.supportEmail}>`,
  });
  const accounts = { database, mailer, config };
  // Issue 7: web push of new messages and arrangements, signed with the VAPID keys.
  const pushSender = createPushSender({
    vapid,
    subject: `mailto:${config.supportEmail}`,
    allowPrivateEndpoints: config.pushAllowPrivateEndpoints,
    log: app.log,
  });
  const images = createImageStore(uploadsDirOf(config.dataDir));
  // Issue 18: portfolio links' previews, read after the commit a few at a time and kept per URL.
  const linkPreviews = createLinkPreviews({
    db: database.db,
    images,
    allowPrivateHosts: config.linkPreviewAllowPrivateHosts,
    log: app.log,
  });
  // Issue 16: the private files of messages and deliveries, never under /assets.
  const privateFiles = createPrivateFileStore(path.join(config.dataDir, 'private-files'));
  // ARCHITECTURE.md (Real-time): socket.io on the same HTTP server, Echo protocol (REALTIME.md).
  const realtime = await startRealtimeServer({
    httpServer: app.server,
    database,
    redis,
    logger: app.log,
  });
  const { broadcaster } = realtime;
  const screenshots = createScreenshotStore(bugReportsDirOf(config.dataDir));
  // Issue 17: what staff did reaches the user live and by mail, after the commit.
  const notices = createNoticeAnnouncer({ database, mailer, broadcaster, config }, app.log);

  await app.register(
    async (api: App) => {
      await api.register(authPlugin, { database });
      await api.register(healthRoutes, { database });
      await api.register(openApiRoutes);
      await api.register(publicDataRoutes, { database });
      await api.register(referenceRoutes, { database });
      await api.register(tokenRoutes, { database, broadcaster });
      await api.register(sessionRoutes, { database, broadcaster });
      await api.register(registerRoutes, accounts);
      await api.register(verificationRoutes, accounts);
      await api.register(passwordResetRoutes, { ...accounts, broadcaster });
      await api.register(settingsRoutes, { ...accounts, broadcaster, images });
      // Issue 17: users ask support to change their account type.
      await api.register(accountTypeRequestRoutes, { database });
      await api.register(offerRoutes, { database });
      await api.register(profileDataRoutes, { database });
      await api.register(publicProfileRoutes, { database, previews: linkPreviews });
      await api.register(socialAccountRoutes, { database });
      await api.register(portfolioRoutes, { database, images, previews: linkPreviews });
      await api.register(offerImageRoutes, { database, images });
      await api.register(profileImageRoutes, { database, images });
      await api.register(searchRoutes, { database });
      // Issue 6: arrangements, their state machine, messages (under /messages) and the event log.
      const messenger = { database, mailer, broadcaster, pushSender, config };
      await api.register(arrangementRoutes, messenger);
      await api.register(managementRoutes, messenger);
      // Issue 16: private files of arrangements, and deliveries (approve, revise).
      await api.register(arrangementFileRoutes, { database, files: privateFiles });
      await api.register(deliveryRoutes, { ...messenger, files: privateFiles });
      await api.register(messagingRoutes, { ...messenger, prefix: '/messages' });
      // Issue 20: advertisers' shortlists of creators, and campaigns sent as one request per creator.
      await api.register(shortlistRoutes, { database });
      await api.register(campaignRoutes, messenger);
      // Issue 20: saved searches with the daily digest's alerts, and recommendations.
      await api.register(savedSearchRoutes, { database });
      await api.register(eventLogRoutes, { database });
      // Issue 7: the dashboard, its notifications and statistics.
      await api.register(dashboardRoutes, { database });
      // Issue 7: bug reports (screenshots private under DATA_DIR/bug-reports) and analytics events.
      await api.register(bugRoutes, { database, screenshots });
      await api.register(analyticsRoutes, { database });
      // Issue 7: the home page's latest blog posts, read from BLOG_FEED_URL and cached in memory.
      await api.register(blogRoutes, { blog: createBlogFeed({ feedUrl: config.blogFeedUrl, log: app.log }) });
      // Issue 17: the owner of a flagged account or offer appeals it (the console's appeals queue).
      await api.register(appealRoutes, { database });
      // Issue 17: the operations console (staff sessions only; routes/console).
      await api.register(consoleRoutes, {
        database,
        mailer,
        broadcaster,
        pushSender,
        config,
        images,
        privateFiles,
        screenshots,
        notices,
      });
      await api.register(subscriptionRoutes, {
        database,
        vapid,
        allowPrivateEndpoints: config.pushAllowPrivateEndpoints,
      });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(assetRoutes, { images });
  await app.register(runtimeConfigRoutes, { config, version: APP_VERSION, oauthClientSecret });
  // ARCHITECTURE.md (Mail): the outbox viewer exists outside production only.
  if (!config.isProduction) await app.register(devMailRoutes, { dataDir: config.dataDir });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  // ARCHITECTURE.md (Jobs): SPEC §4 offers past their period stop by themselves, checked every minute.
  // The privacy policy's retention periods (/privacy): expired analytics, event log and bug reports go.
  const expiredScreenshots = createScreenshotStore(bugReportsDirOf(config.dataDir));
  // Issue 16: requests expire, deliveries are approved by themselves, reminders before each; announced.
  const collaboration = collaborationJobs({ database, mailer, broadcaster, pushSender, config }, app.log);
  const jobs: Job[] = [
    { name: 'stop-expired-offers', everyMs: 60_000, run: () => stopExpiredOffers(database.db) },
    // Issue 17: users and offers featured until a date stop being featured after it.
    { name: 'featured-until', everyMs: 60_000, run: () => clearExpiredFeatured(database.db) },
    ...collaboration.jobs,
    // Issue 20: the daily digest of saved searches' new matches, recommendations and reminders.
    digestJob({ database, mailer, pushSender, config }, app.log),
    {
      name: 'purge-expired-records',
      everyMs: 60 * 60_000,
      run: () => purgeExpiredRecords(database.db, expiredScreenshots),
    },
    // Issue 16: uploads no message or delivery took within a day go, with their files.
    {
      name: 'purge-unattached-files',
      everyMs: 10 * 60_000,
      run: () => purgeUnattachedFiles({ db: database.db, files: privateFiles }),
    },
    // PGlite has no autovacuum: without this its planner would keep planning grown tables by their old size.
    ...(database.kind === 'pglite'
      ? [{ name: 'maintain-pglite', everyMs: 10 * 60_000, run: () => maintainPglite(database.db) }]
      : []),
  ];
  // Issue 16: tests run a job at once, at a time of their choosing (`app.jobs`).
  app.decorate('jobs', jobs);
  const stopJobs = startJobs(jobs, app.log);
  // Issue 17: `npm run staff` reaches the database through this server (PGlite admits one process).
  const staffChannel = config.staffSocket
    ? await startStaffChannel({
        dataDir: config.dataDir,
        database,
        publicUrl: config.publicUrl,
        log: app.log,
      })
    : undefined;

  // Websockets would keep the HTTP server from closing: drop them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => realtime.beginShutdown());
  app.addHook('onClose', async () => {
    await staffChannel?.close();
    stopJobs();
    await collaboration.drain();
    await notices.drain();
    await linkPreviews.close();
    await realtime.close();
    await redis?.close();
    // The announcers drained their pushes (route onClose hooks run first); drop kept-alive sockets.
    pushSender.close();
    mailer.close();
    await database.close();
  });
  return app;
}
