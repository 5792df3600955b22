import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { Redis } from 'ioredis';
import type { Database } from '@reelhouse/db/database';
import { DEMO_OPERATOR_MOBILE } from '@reelhouse/db/seed/demo-operator';
import type { Config } from './config';
import { mailModule } from './integrations/mail/mail.module';
import { accountsModule } from './modules/accounts/accounts.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { addressesModule } from './modules/addresses/addresses.module';
import { blogPageMeta } from './modules/blog/blog-page-meta';
import { blogModule } from './modules/blog/blog.module';
import { entitlementsModule } from './modules/entitlements/entitlements.module';
import { cataloguePageMeta } from './modules/catalogue/catalogue-page-meta';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { contentPagesModule } from './modules/content-pages/content-pages.module';
import { enquiriesModule } from './modules/enquiries/enquiries.module';
import { grievancesModule } from './modules/grievances/grievances.module';
import { healthModule } from './modules/health/health.module';
import { legacyModule } from './modules/legacy/legacy.module';
import { noticesModule } from './modules/notices/notices.module';
import { recommendationsModule } from './modules/recommendations/recommendations.module';
import { libraryModule } from './modules/library/library.module';
import { mediaModule } from './modules/media/media.module';
import { membersModule } from './modules/members/members.module';
import { newsletterModule } from './modules/newsletter/newsletter.module';
import { operatorsModule } from './modules/operators/operators.module';
import { grantPeriod, paymentsModule } from './modules/payments/payments.module';
import { plansModule } from './modules/plans/plans.module';
import { playbackModule } from './modules/playback/playback.module';
import { publicConfigModule } from './modules/public-config/public-config.module';
import { shopModule } from './modules/shop/shop.module';
import { shopPageMeta } from './modules/shop/shop-page-meta';
import { visitsModule } from './modules/visits/visits.module';
import { paths } from './paths';
import { registerModules } from './platform/app-module';
import { registerSessionRequests } from './platform/auth/session-requests';
import { ContentChanges, contentAreas, type ContentArea } from './platform/content-changes';
import { sendProblem } from './platform/errors/problem-reply';
import { demoFacilityGuard, warnDemoFacilities } from './platform/http/demo-facilities';
import type { FrontLane } from './platform/http/front-lanes';
import { createHttpCore } from './platform/http/http-core';
import { registerMediaFiles } from './platform/http/media-files';
import { registerOpenApi } from './platform/http/openapi';
import { firstPageMeta } from './platform/http/page-meta';
import { registerRouteGuards } from './platform/http/route-guards';
import { registerResponseHeaders } from './platform/http/security';
import { registerApiNotFound } from './platform/http/unmatched-requests';
import { loadPageDrawing } from './platform/http/drawn-pages';
import { readWebBuild, registerWebApp } from './platform/http/web-app';
import { DatabaseRateLimiter, RedisRateLimiter, type RateLimiter } from './platform/limits/rate-limiter';
import { jobRetentionModule } from './platform/jobs/job-retention';
import { TaskLeases } from './platform/jobs/task-leases';
import { Metrics } from './platform/operations/metrics';
import { registerMetrics } from './platform/operations/metrics-endpoint';
import { Readiness, writable } from './platform/operations/readiness';
import { queueWorkerFor, secretsIn, type Platform } from './platform/platform';
import { openBlobStore } from './platform/storage/open-blob-store';

declare module 'fastify' {
  interface FastifyInstance {
    media: ReturnType<typeof mediaModule>;
    payments: Awaited<ReturnType<typeof paymentsModule>>;
    shop: Awaited<ReturnType<typeof shopModule>>;
    operators: Awaited<ReturnType<typeof operatorsModule>>;
    analytics: ReturnType<typeof analyticsModule>['analytics'];
    /** Call after content changes outside a module's own calls (artwork landing, tests): cached reads of that area are dropped. */
    contentChanged: (area: ContentArea) => void;
    /** Whether this process should get traffic; `drain()` before stopping. */
    readiness: Readiness;
  }
}

export interface AppDependencies {
  config: Config;
  /** Opened and migrated by the caller; the app closes it when it closes. */
  database: Database;
  /** Where the built web app lives; tests point this at a fixture. */
  webDistDir?: string;
  /** Where log lines go; stdout unless a test reads them. */
  logStream?: pino.DestinationStream;
}

/** Builds the whole HTTP application without listening: `main.ts` listens, tests inject. */
export async function buildApp({
  config,
  database,
  webDistDir = paths.webDist,
  // Synchronous writes: measured cheaper per line than pino's asynchronous default (about 2 µs
  // against 4 µs; decision 0007), and no line is lost when the process dies.
  logStream = pino.destination({ dest: 1, sync: true }),
}: AppDependencies): Promise<FastifyInstance> {
  // Filled in below, once the services a lane needs exist.
  const frontLanes: FrontLane[] = [];
  const { app, allowedMethods } = createHttpCore(config, logStream, frontLanes);
  const { limiter, redis } = await createRateLimiter(app, config, database);
  registerRouteGuards(app, limiter);
  const changes = new ContentChanges();
  const stopHearingChanges = await changes.connect(database, (error) =>
    app.log.warn({ err: error }, 'telling other processes of a content change failed'),
  );
  app.addHook('onClose', async () => {
    await stopHearingChanges();
    await database.close();
  });

  const web = readWebBuild(webDistDir);
  registerResponseHeaders(app, web?.inlineScriptHashes ?? []);
  await registerOpenApi(app, config.brand.serviceName);

  app.decorate('contentChanged', (area: ContentArea) => changes.announce(area));
  const metrics = new Metrics(database.db);
  if (config.metricsToken) registerMetrics(app, metrics, config.metricsToken);
  const store = openBlobStore(config.storage);
  if (config.role !== 'worker') registerMediaFiles(app, store);
  const dataDirWritable = writable([config.dataDir]);
  const readiness = new Readiness({
    database: () => database.ping(),
    storage: async () => {
      await dataDirWritable();
      await store.check();
    },
    ...(redis ? { redis: () => redis.ping() } : {}),
  });
  app.decorate('readiness', readiness);
  const platform: Platform = {
    app,
    db: database.db,
    config,
    log: app.log,
    limiter,
    changes,
    store,
    metrics,
    demoGuard: demoFacilityGuard(config.demoPublic),
    queueWorker: queueWorkerFor(database, metrics),
    secret: secretsIn(config.dataDir),
  };

  // Each module is built from the platform and the services it names; this order is what they need.
  const accounts = accountsModule(platform);
  await registerSessionRequests(app, accounts.sessions, { publicOrigin: config.publicOrigin });
  const mail = mailModule(platform);
  const media = mediaModule(platform);
  const plans = plansModule(platform);
  const playback = await playbackModule(platform, { sessions: accounts.sessions, plans: plans.plans, media });
  frontLanes.push(playback.segmentLane);
  const payments = await paymentsModule(platform, { planForSale: (planId) => plans.plans.forSale(planId), mail });
  const shop = await shopModule(platform, { payments: payments.forOrders, mail });
  const blog = blogModule(platform);
  const entitlements = entitlementsModule(platform);
  const members = membersModule(platform, {
    db: database.db,
    members: accounts.members,
    sessions: accounts.sessions,
    payments: payments.repository,
    entitlementsOf: (userId) => entitlements.ledger.listOf(userId, 'en'),
    planByCode: (code) => plans.plans.byCode(code, 'en'),
    grantPeriod,
    orders: shop.orders,
  });
  const catalogue = catalogueModule(platform, {
    searchPosts: (query, lang, limit) => blog.service.search(query, lang, limit),
    searchProducts: async (query, lang, limit) =>
      (await shop.products.search(query, lang, limit)).map((hit) => ({
        slug: hit.slug,
        name: hit.name,
        image: hit.image,
        pricePaise: hit.minPricePaise,
      })),
    searchMembers: async (q, limit) =>
      (await members.list.list({ q, page: 1, pageSize: limit, sort: 'name', order: 'asc' })).items.map(
        ({ id, name, mobile, email }) => ({ id, name, mobile, email }),
      ),
    searchOrders: async (q, limit) =>
      (await shop.ordersAdmin.list({ q, page: 1, pageSize: limit, sort: 'date', order: 'desc' })).items.map(
        ({ number, status, customer, totalPaise }) => ({ number, status, customer, totalPaise }),
      ),
  });
  app.decorate('media', media);
  app.decorate('payments', payments);
  app.decorate('shop', shop);
  const operators = await operatorsModule(platform);
  app.decorate('operators', operators);
  const analytics = analyticsModule(platform);
  app.decorate('analytics', analytics.analytics);

  const demoFacilities = [
    ...(accounts.demoSms ? ['sign-in codes kept at /api/dev/sms-outbox'] : []),
    ...(mail.outbox ? ['mails kept at /api/dev/mail-outbox'] : []),
    ...(config.phonepe.sandbox ? ['payments simulated by the PhonePe sandbox at /sandbox/phonepe'] : []),
  ];
  app.addHook('onReady', async () => warnDemoFacilities(app.log, demoFacilities, config.demoPublic));
  const publicConfig = {
    ...config.brand,
    demoSms: accounts.demoSms !== null,
    demoMode: demoFacilities.length > 0,
    autopay: payments.gateway.mandates !== null,
    // Shown only where anyone can read the codes sent to it: that is what makes it a demo account.
    demoOperatorMobile: config.seedDemo && accounts.demoSms ? DEMO_OPERATOR_MOBILE : null,
  };

  await registerModules(
    app,
    [
      healthModule(database, readiness),
      entitlements,
      accounts,
      operators,
      publicConfigModule(publicConfig),
      addressesModule(platform),
      visitsModule(platform),
      enquiriesModule(platform, { mail }),
      grievancesModule(platform, { mail }),
      await newsletterModule(platform, { mail }),
      contentPagesModule(platform),
      mail,
      catalogue,
      libraryModule(platform, { titles: catalogue.titles, catalogue: catalogue.service }),
      await noticesModule(platform, { mail }),
      recommendationsModule(platform, { titles: catalogue.titles }),
      blog,
      playback,
      plans,
      payments,
      shop,
      media,
      analytics,
      members,
      jobRetentionModule(database.db, config.jobRetentionDays),
      legacyModule({ catalogue: catalogue.service, cache: catalogue.cache }),
    ],
    { prefix: '/api', setUp: (api) => registerApiNotFound(api, allowedMethods) },
    { role: config.role, leases: new TaskLeases(database.db) },
  );

  if (config.role === 'worker') {
    app.setNotFoundHandler((request, reply) =>
      sendProblem(
        request,
        reply,
        'route_not_found',
        'This process runs background work: it answers health checks only.',
      ),
    );
  } else if (web) {
    await registerWebApp(app, web, {
      serviceName: config.brand.serviceName,
      siteOrigin: config.siteOrigin,
      publicConfig,
      pageMeta: firstPageMeta([
        blogPageMeta(blog.service),
        cataloguePageMeta(catalogue.service),
        shopPageMeta(shop.products),
      ]),
      drawing: await loadPageDrawing(web.distDir, web.indexHtml, publicConfig),
      onContentChange: (listener) => changes.on(contentAreas, listener),
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
    app.setNotFoundHandler((request, reply) =>
      sendProblem(request, reply, 'route_not_found', 'The web app is not built on this server.'),
    );
  }
  return app;
}

/** Limits live in Redis when REDIS_URL is set (shared by every process), else in the database. */
async function createRateLimiter(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<{ limiter: RateLimiter; redis: Redis | null }> {
  if (!config.redisUrl) return { limiter: new DatabaseRateLimiter(database.db), redis: null };
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return { limiter: new RedisRateLimiter(redis), redis };
}
