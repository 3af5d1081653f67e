import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { createAppCaches } from "./app-caches";
import type { AppCaches, AppContext } from "./app-context";
import type { AppConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { migrateToLatest, withStartupLock } from "./db/migrate";
import { accountRoutes } from "./features/account/account.routes";
import { adminAuditRoutes } from "./features/admin-audit/admin-audit.routes";
import { registerAdminAuditTrail } from "./features/admin-audit/admin-audit-trail";
import { adminStatsRoutes } from "./features/admin-dashboard/admin-stats.routes";
import { adminUsersRoutes } from "./features/admin-users/admin-users.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { registerAuthJobs } from "./features/auth/auth-jobs";
import { adminPostsRoutes } from "./features/blog/admin-posts.routes";
import { blogRoutes } from "./features/blog/blog.routes";
import * as blogAwards from "./features/blog/blog-awards";
import { captchaRoutes } from "./features/captcha/captcha.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { contactInboxRoutes } from "./features/contact/contact-inbox.routes";
import { developerUpdatesRoutes } from "./features/developer-updates/developer-updates.routes";
import { emailVerificationRoutes } from "./features/email-verification/email-verification.routes";
import { facebookRoutes } from "./features/facebook/facebook.routes";
import { feedbackRoutes } from "./features/feedback/feedback.routes";
import { feedbackAdminRoutes } from "./features/feedback/feedback-admin.routes";
import { feedbackCommentsRoutes } from "./features/feedback/feedback-comments.routes";
import { forumRoutes } from "./features/forum/forum.routes";
import { forumModerationRoutes } from "./features/forum/forum-moderation.routes";
import { trendingTopicsRoutes } from "./features/forum/trending-topics.routes";
import { gameLogosRoutes } from "./features/game-logos/game-logos.routes";
import { gamesRoutes } from "./features/games/games.routes";
import { gamificationRoutes } from "./features/gamification/gamification.routes";
import { guidesRoutes } from "./features/guides/guides.routes";
import { healthRoutes } from "./features/health/health.routes";
import { liveEventsRoutes } from "./features/live-events/live-events.routes";
import { liveStreamsRoutes } from "./features/live-streams/live-streams.routes";
import { registerStreamStatusJob } from "./features/live-streams/stream-status-job";
import { adminOutboxRoutes } from "./features/mail-outbox/admin-outbox.routes";
import {
  createMailOutboxWorker,
  type MailOutboxWorker,
} from "./features/mail-outbox/mail-outbox.worker";
import { mediaRoutes } from "./features/media/media.routes";
import { merchandiseRoutes } from "./features/merchandise/merchandise.routes";
import { registerMetrics } from "./features/metrics/metrics.routes";
import { newsRoutes } from "./features/news/news.routes";
import { registerNewsJobs } from "./features/news/news-jobs";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { newsletterIssuesRoutes } from "./features/newsletter/newsletter-issues.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { registerClientApp } from "./features/page-render/client-app";
import { passwordResetRoutes } from "./features/password-reset/password-reset.routes";
import { retroGamesRoutes } from "./features/retro-games/retro-games.routes";
import { roadmapRoutes } from "./features/roadmap/roadmap.routes";
import { searchRoutes } from "./features/search/search.routes";
import { createSearchIndex } from "./features/search/search-index";
import { seoFeedsRoutes } from "./features/seo-feeds/seo-feeds.routes";
import { sessionStore } from "./features/sessions/session-store";
import { sessionsRoutes } from "./features/sessions/sessions.routes";
import { socialRoutes } from "./features/social/social.routes";
import { streamerApplicationsRoutes } from "./features/streamer-applications/streamer-applications.routes";
import { topGamesRoutes } from "./features/top-games/top-games.routes";
import { twoFactorRoutes } from "./features/two-factor/two-factor.routes";
import { ensureConfiguredAdmin } from "./features/users/admin-bootstrap";
import { publicProfileRoutes } from "./features/users/public-profile.routes";
import { clearCacheEverywhere, SEARCH_INDEX_CACHES } from "./lib/events/cache-invalidation";
import { createEventBus } from "./lib/events/create-event-bus";
import { createJobRegistry } from "./lib/jobs/job-registry";
import { createMailer, type Mailer } from "./lib/mailer";
import {
  attemptKeyPrefix,
  createRedisAttemptStore,
  SharedAttemptStore,
} from "./lib/redis-attempt-limiter";
import { registerSearchIndexWriter } from "./lib/search-index-writes";
import { registerAdminGuard } from "./plugins/admin-guard";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerNulCharacterGuard } from "./plugins/reject-nul";
import { registerRouteTable } from "./plugins/route-table";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSession } from "./plugins/session";
import { contentSearchSources } from "./search-sources/content-search-sources";
import { seedDemoContent } from "./seed/seed-demo-content";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the queued e-mail (see features/mail-outbox). */
    mailOutbox: MailOutboxWorker;
    /** The features' in-memory caches of this app (tests check that apps share none). */
    caches: AppCaches;
  }
}

export interface BuildAppOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Seed demo content on an empty database (default true). */
  seed?: boolean;
  /** Where e-mail goes; by default SMTP_URL or files in DATA_DIR/mail. */
  mailer?: Mailer;
  /**
   * The outbox worker that sends queued mail: "auto" (default) polls and wakes when mail is
   * queued; "manual" leaves sending to `app.mailOutbox.drain()` (tests that need exact steps).
   */
  mailWorker?: "auto" | "manual";
  /** Limit of one delivery (default 10 s); tests of a silent SMTP server shorten it. */
  mailSendTimeoutMs?: number;
  /** The clock; tests move it to check expiries and windows. */
  now?: () => Date;
}

/** Fastify's form of TRUST_PROXY: the proxies' addresses, or "the nearest N hops". */
function trustedProxies(setting: AppConfig["trustProxy"]) {
  if (setting === undefined) return false;
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return [...setting];
}

/** Builds the whole server: plugins first, then one module per feature. */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Finish requests in flight on close but drop idle keep-alive connections at once.
    forceCloseConnections: "idle",
    // "/blog/" and "/blog" are the same page.
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip feeds every per-address limit: take it from X-Forwarded-For only when it comes
    // from a proxy named in TRUST_PROXY.
    trustProxy: trustedProxies(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? openDatabase(config);
  database.setLogger(app.log);
  app.addHook("onClose", async () => {
    await database.close();
  });
  let attemptStore: SharedAttemptStore | null = null;
  if (config.redisUrl) {
    // Attempt limits shared by every process in Redis (see lib/redis-attempt-limiter).
    const attempts = createRedisAttemptStore(config.redisUrl, {
      prefix: attemptKeyPrefix(config.databaseUrl),
    });
    attemptStore = new SharedAttemptStore(attempts, app.log);
    app.addHook("onClose", async () => attempts.close());
  }
  // Content writes reach the search index through lib/search-index-writes.ts; each content
  // feature says what it puts in the index through its search source.
  const searchIndex = createSearchIndex(contentSearchSources);
  registerSearchIndexWriter(searchIndex);
  try {
    // One process at a time when several start together on one database.
    await withStartupLock(database.db, async () => {
      await migrateToLatest(database.db);
      // Dated by the app's clock: a post dated after it would be scheduled, not yet public.
      if (options.seed !== false) await seedDemoContent(database.db, options.now?.() ?? new Date());
      await searchIndex.ensure(database.db);
      if (config.admin) await ensureConfiguredAdmin(database.db, config.admin, app.log);
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  // Again after the demo content, whose seed registers an index of its own: from here on this
  // app's index takes the writes, and its changes reach this app's caches (see below).
  registerSearchIndexWriter(searchIndex);

  const mailer =
    options.mailer ??
    createMailer(
      {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        timeoutMs: options.mailSendTimeoutMs,
      },
      app.log,
    );
  app.addHook("onClose", async () => mailer.close());
  // Across processes: Redis when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL.
  const events = await createEventBus({
    engine: database.engine,
    db: database.db,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    log: app.log,
  });
  app.addHook("onClose", async () => events.close());
  app.decorate("liveEvents", events);
  // Every process drops what its site search kept when the index changes.
  searchIndex.onChange(() => clearCacheEverywhere(events, SEARCH_INDEX_CACHES));
  const context: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    pingDatabase: database.ping,
    now: options.now ?? (() => new Date()),
    events,
    attemptStore,
    caches: createAppCaches({ config, db: database.db, events, now: options.now }),
  };
  app.decorate("caches", context.caches);
  const mailOutbox = createMailOutboxWorker({
    db: context.db,
    engine: context.engine,
    mailer,
    now: context.now,
    log: app.log,
    sendTimeoutMs: options.mailSendTimeoutMs,
  });
  app.decorate("mailOutbox", mailOutbox);
  // Registered after the database's hook, so it runs first: deliveries under way finish
  // (or time out) while the database is still open.
  app.addHook("onClose", async () => mailOutbox.stop());
  if (options.mailWorker !== "manual") app.addHook("onReady", async () => mailOutbox.start());

  registerErrorHandler(app);
  registerSecurityHeaders(app, config.publicUrl);
  await app.register(compress, { threshold: 1024 });
  registerOriginCheck(app, config.publicUrl);
  registerNulCharacterGuard(app);
  await registerSession(app, context, sessionStore);
  registerAdminGuard(app);
  registerAdminAuditTrail(app, context);
  registerRouteTable(app);
  registerMetrics(app, context, database.pool);

  await app.register(healthRoutes, context);
  await app.register(authRoutes, context);
  await app.register(passwordResetRoutes, context);
  await app.register(emailVerificationRoutes, context);
  await app.register(twoFactorRoutes, context);
  await app.register(captchaRoutes, context);
  await app.register(accountRoutes, context);
  await app.register(sessionsRoutes, context);
  await app.register(blogRoutes, context);
  await app.register(forumRoutes, context);
  await app.register(forumModerationRoutes, context);
  await app.register(newsletterRoutes, context);
  await app.register(newsRoutes, context);
  await app.register(mediaRoutes, context);
  await app.register(facebookRoutes, context);
  await app.register(seoFeedsRoutes, context);
  await app.register(gamificationRoutes(blogAwards), context);
  await app.register(publicProfileRoutes, context);
  await app.register(trendingTopicsRoutes, context);
  await app.register(socialRoutes, context);
  await app.register(notificationsRoutes, context);
  await app.register(developerUpdatesRoutes, context);
  await app.register(feedbackRoutes, context);
  await app.register(feedbackAdminRoutes, context);
  await app.register(feedbackCommentsRoutes, context);
  await app.register(roadmapRoutes, context);
  await app.register(gamesRoutes, context);
  await app.register(topGamesRoutes, context);
  await app.register(gameLogosRoutes, context);
  await app.register(guidesRoutes, context);
  await app.register(contactRoutes, context);
  await app.register(contactInboxRoutes, context);
  await app.register(merchandiseRoutes, context);
  await app.register(liveStreamsRoutes, context);
  await app.register(retroGamesRoutes, context);
  await app.register(streamerApplicationsRoutes, context);
  await app.register(searchRoutes, context);
  await app.register(adminStatsRoutes, context);
  await app.register(adminUsersRoutes, context);
  await app.register(adminAuditRoutes, context);
  await app.register(adminOutboxRoutes, context);
  await app.register(adminPostsRoutes, context);
  await app.register(newsletterIssuesRoutes, context);
  await app.register(liveEventsRoutes, context);
  await registerClientApp(app, context);

  // The periodic jobs of every feature. The registry starts when the app is ready and stops on
  // close (after main.ts's listen, before the database closes): every app built here, in tests
  // and the cluster too, runs them as the server does, and tests count on the first session
  // prune having run by their first request.
  const jobs = createJobRegistry({
    log: app.log,
    track: app.jobRuns.track,
    db: context.db,
    now: context.now,
  });
  registerAuthJobs(jobs, context);
  registerNewsJobs(jobs, context, app.log);
  registerStreamStatusJob(app, jobs, context);
  app.addHook("onReady", async () => jobs.start());
  // Registered after the database's hook, so it runs first: a run under way finishes with it.
  app.addHook("onClose", async () => jobs.stop());

  return app;
}
