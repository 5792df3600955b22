import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@reelhouse/db/database';
import type { Config } from './config';
import { registerRouteGuards } from './http/route-guards';
import { firstPageMeta } from './http/page-meta';
import { ReadCache } from './http/read-cache';
import { sendProblem } from './errors/problem-reply';
import type { FrontLane } from './http/front-lanes';
import { createHttpCore } from './http/http-core';
import { demoFacilityGuard, warnDemoFacilities } from './http/demo-facilities';
import { registerMediaFiles } from './http/media-files';
import { registerOpenApi } from './http/openapi';
import { registerResponseHeaders } from './http/security';
import { registerApiNotFound } from './http/unmatched-requests';
import { readWebBuild, registerWebApp } from './http/web-app';
import { blogPageMeta } from './modules/blog/blog-page-meta';
import { cataloguePageMeta } from './modules/catalogue/catalogue-page-meta';
import { createBlog } from './modules/blog/blog.module';
import { blogModerationRoutes } from './modules/blog/blog-moderation.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { createCatalogue } from './modules/catalogue/catalogue.module';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { healthRoutes } from './modules/health/health.routes';
import { legacyCatalogueRoutes } from './modules/legacy/legacy-catalogue.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { accountRoutes } from './modules/accounts/account.routes';
import { ActivityRepository } from './modules/accounts/activity.repository';
import { signInRoutes } from './modules/accounts/sign-in.routes';
import { Credentials } from './modules/accounts/credentials';
import { credentialsRoutes } from './modules/accounts/credentials.routes';
import { ProfileChanges } from './modules/accounts/profile-changes';
import { ParentalPins } from './modules/accounts/parental-pin';
import { parentalPinRoutes } from './modules/accounts/parental-pin.routes';
import { AddressesRepository } from './modules/addresses/addresses.repository';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { LibraryRepository } from './modules/library/library.repository';
import { libraryRoutes } from './modules/library/library.routes';
import { LibraryService } from './modules/library/library.service';
import { MembersRepository } from './modules/accounts/members.repository';
import { OneTimeCodes } from './modules/accounts/one-time-codes';
import { DatabaseRateLimiter, RedisRateLimiter, type RateLimiter } from './modules/accounts/rate-limiter';
import { registerSessionRequests } from './modules/accounts/session-requests';
import { Sessions } from './modules/accounts/sessions';
import { DemoSmsSender, type SmsSender } from './modules/accounts/sms';
import { Msg91Sender, TwilioSender } from './modules/accounts/sms-gateways';
import { scheduleDaily } from './jobs/daily-job';
import { createMail } from './integrations/mail/mail.module';
import { mailOutboxRoutes } from './integrations/mail/mail-outbox.routes';
import { EnquiriesRepository } from './modules/enquiries/enquiries.repository';
import { contentPageRoutes } from './modules/content-pages/content-pages.routes';
import { ContentPagesRepository } from './modules/content-pages/content-pages.repository';
import { ContentPages } from './modules/content-pages/content-pages.service';
import { enquiryRoutes } from './modules/enquiries/enquiries.routes';
import { NewsletterLinks } from './modules/newsletter/newsletter-links';
import { NewsletterRepository } from './modules/newsletter/newsletter.repository';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { Newsletter } from './modules/newsletter/newsletter.service';
import { Enquiries } from './modules/enquiries/enquiries.service';
import { createMedia, type Media } from './modules/media/media.module';
import { mediaAdminRoutes } from './modules/media/media-admin.routes';
import { registerUploads } from './modules/media/uploads';
import { createPayments, type Payments } from './modules/payments/payments.module';
import { paymentRoutes } from './modules/payments/payments.routes';
import { PlansRepository } from './modules/plans/plans.repository';
import { planRoutes } from './modules/plans/plans.routes';
import { registerHlsDelivery } from './modules/playback/hls-delivery';
import { EndedSessions, PlaybackTokens } from './modules/playback/playback-token';
import { SegmentCache } from './modules/playback/segment-cache';
import { PlaybackRepository } from './modules/playback/playback.repository';
import { playbackRoutes } from './modules/playback/playback.routes';
import { PlaybackService } from './modules/playback/playback.service';
import { cartRoutes } from './modules/shop/cart.routes';
import { orderRoutes } from './modules/shop/orders.routes';
import { shopAdminRoutes } from './modules/shop/shop-admin.routes';
import { shopCouponAdminRoutes } from './modules/shop/shop-coupons-admin.routes';
import { shopCatalogueRoutes } from './modules/shop/shop-catalogue.routes';
import { createShop, type Shop } from './modules/shop/shop.module';
import { Visits } from './modules/visits/visits';
import { visitsRoutes } from './modules/visits/visits.routes';
import { paths } from './paths';
import { storedSecret } from './stored-secret';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
    payments: Payments;
    shop: Shop;
    /** Call after catalogue content changes (admin edits, artwork landing): cached reads are dropped. */
    catalogueChanged: () => void;
    /** Call after blog content changes (admin edits, artwork landing): cached reads are dropped. */
    blogChanged: () => void;
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
  const limiter = await createRateLimiter(app, config, database);
  registerRouteGuards(app, limiter);
  app.addHook('onClose', async () => {
    await database.close();
  });

  const web = readWebBuild(webDistDir);
  registerResponseHeaders(app, web?.inlineScriptHashes ?? []);
  await registerOpenApi(app, config.brand.serviceName);
  await registerMediaFiles(app, { images: config.imagesDir, audio: config.audioDir, trailers: config.trailersDir });

  const sessions = new Sessions(database.db, config.sessions);
  const members = new MembersRepository(database.db);
  await registerSessionRequests(app, sessions, { publicOrigin: config.publicOrigin });
  const sms = createSmsSender(config, database, app);
  const demoSms = sms instanceof DemoSmsSender ? sms : null;
  const codes = new OneTimeCodes(database.db, limiter, sms, {
    ttlSeconds: config.signIn.codeTtlSeconds,
    serviceName: config.brand.serviceName,
  });
  const credentials = new Credentials(members, codes, limiter);
  const pins = new ParentalPins(members, sessions, codes, limiter);

  const media = createMedia(database.db, config, app.log);
  app.decorate('media', media);
  if (config.media.workers > 0) {
    app.addHook('onReady', () => media.queue.start({ takeOverRunning: database.kind === 'pglite' }));
    // Before the database closes: running ffmpeg processes are stopped and their jobs handed back.
    app.addHook('preClose', () => media.queue.stop());
  }

  const playbackRepository = new PlaybackRepository(database.db);
  const tokens = new PlaybackTokens(
    await storedSecret(config.playback.tokenSecret, config.dataDir, 'playback-token.key'),
  );
  const plans = new PlansRepository(database.db);
  const demoGuard = demoFacilityGuard(config.demoPublic);
  const payments = await createPayments(app, database.db, config, (planId) => plans.forSale(planId), demoGuard);
  app.decorate('payments', payments);
  app.addHook('onReady', () => payments.queue.start({ takeOverRunning: database.kind === 'pglite' }));
  app.addHook('preClose', () => payments.queue.stop());
  scheduleDaily(app, 'record lapsed subscriptions as ended', () => payments.repository.endLapsedSubscriptions());
  scheduleDaily(app, 'forget idempotency keys older than a day', () => payments.keys.purgeExpired());
  const playback = new PlaybackService(playbackRepository, tokens, plans, {
    tokenTtlSeconds: config.playback.tokenTtlSeconds,
    heartbeatSeconds: 30,
    staleSeconds: 90,
  });
  const endedSessions = new EndedSessions(config.playback.tokenTtlSeconds);
  sessions.onEnded((idHashes) => endedSessions.add(idHashes));
  const segmentLane = await registerHlsDelivery(app, {
    storage: media.storage,
    cache: new SegmentCache(config.playback.cacheBytes, (key) => media.storage.pathOf(key)),
    tokens,
    endedSessions,
    sessionLive: async (secret) => (await sessions.find(secret)) !== null,
    keyOf: async (assetId) => {
      const key = (await media.repository.asset(assetId))?.encryptionKey;
      return key ? Buffer.from(key, 'hex') : null;
    },
  });
  frontLanes.push(segmentLane);
  await registerUploads(app, {
    importer: media.importer,
    uploadsDir: config.media.uploadsDir,
    maxBytes: config.media.uploadMaxBytes,
  });

  const mail = createMail(database.db, config.mail, app.log);
  const demoFacilities = [
    ...(demoSms ? ['sign-in codes kept at /api/dev/sms-outbox'] : []),
    ...(mail.outbox ? ['mails kept at /api/dev/mail-outbox'] : []),
    ...(config.phonepe.sandbox ? ['payments simulated by the PhonePe sandbox at /sandbox/phonepe'] : []),
  ];
  app.addHook('onReady', async () => warnDemoFacilities(app.log, demoFacilities, config.demoPublic));
  const publicConfig = { ...config.brand, demoSms: demoSms !== null, demoMode: demoFacilities.length > 0 };
  app.addHook('onClose', () => mail.sender.close());
  app.addHook('onReady', () => mail.queue.start({ takeOverRunning: database.kind === 'pglite' }));
  app.addHook('preClose', () => mail.queue.stop());
  const enquiries = new Enquiries({
    repository: new EnquiriesRepository(database.db),
    limiter,
    mail,
    operator: config.mail.operator,
    serviceName: config.brand.serviceName,
    log: app.log,
  });

  const newsletter = new Newsletter({
    repository: new NewsletterRepository(database.db),
    limiter,
    mail,
    links: new NewsletterLinks(await storedSecret(null, config.dataDir, 'newsletter-links.key')),
    serviceName: config.brand.serviceName,
    log: app.log,
  });

  const pagesCache = new ReadCache();
  const contentPages = new ContentPages(
    new ContentPagesRepository(database.db),
    {
      service: config.brand.serviceName,
      company: config.brand.companyName,
      email: config.brand.contactEmail,
      city: config.brand.arbitrationCity,
    },
    () => pagesCache.invalidate(),
  );

  const shop = createShop(database.db, {
    config,
    payments,
    mail,
    log: app.log,
    downloadSecret: await storedSecret(null, config.dataDir, 'download-links.key'),
    siteOrigin: () => config.siteOrigin,
  });
  app.decorate('shop', shop);
  app.addHook('onReady', async () => {
    await shop.service.expireOverdueHolds();
  });
  scheduleDaily(app, 'forget visitors’ carts untouched for 60 days', () => shop.carts.purgeStaleGuests(60));

  const visits = new Visits(database.db);
  scheduleDaily(app, 'delete visitor addresses older than a year', () => visits.purgeExpired());

  // The catalogue's search lists blog posts, and the blog's changes drop the catalogue's cached searches.
  let catalogueCache: { invalidate: () => void } | null = null;
  const blog = createBlog(database.db, {
    limiter,
    commentsDefaultStatus: config.blogCommentsDefaultStatus,
    log: app.log,
    onContentChange: () => catalogueCache?.invalidate(),
  });
  app.decorate('blogChanged', () => blog.cache.invalidate());
  app.addHook('onReady', () => blog.schedule.arm());
  app.addHook('preClose', () => blog.schedule.stop());
  const catalogue = createCatalogue(database.db, {
    reviewsDefaultStatus: config.reviewsDefaultStatus,
    searchPosts: (query, lang, limit) => blog.service.search(query, lang, limit),
    searchProducts: async (query, lang, limit) =>
      (await shop.products.search(query, lang, limit)).map((hit) => ({
        slug: hit.slug,
        name: hit.name,
        image: hit.image,
        pricePaise: hit.minPricePaise,
      })),
  });
  catalogueCache = catalogue.cache;
  app.decorate('catalogueChanged', () => catalogue.cache.invalidate());
  const library = new LibraryService(
    new LibraryRepository(database.db, catalogue.titles),
    catalogue.titles,
    catalogue.service,
    { db: database.db, imagesDir: config.imagesDir },
  );
  scheduleDaily(app, 'delete playlist thumbnails nothing shows', () => library.removeUnusedThumbnails());
  await app.register(
    async (api) => {
      const routes = api.withTypeProvider<ZodTypeProvider>();
      registerApiNotFound(api, allowedMethods);
      healthRoutes(routes, database);
      signInRoutes(routes, {
        members,
        codes,
        sessions,
        defaultCountry: config.signIn.defaultCountry,
        sessionDays: config.sessions.absoluteDays,
        demoSms,
        demoGuard,
      });
      publicConfigRoutes(routes, publicConfig);
      accountRoutes(routes, {
        members,
        sessions,
        profiles: new ProfileChanges(members, credentials, limiter),
        activity: new ActivityRepository(database.db),
      });
      credentialsRoutes(routes, {
        credentials,
        sessions,
        defaultCountry: config.signIn.defaultCountry,
        sessionDays: config.sessions.absoluteDays,
      });
      parentalPinRoutes(routes, { pins, sessions });
      addressRoutes(routes, new AddressesRepository(database.db));
      visitsRoutes(routes, visits);
      enquiryRoutes(routes, enquiries);
      newsletterRoutes(routes, newsletter, config.siteOrigin);
      contentPageRoutes(routes, contentPages, pagesCache);
      if (mail.outbox) mailOutboxRoutes(routes, mail.outbox, demoGuard);
      catalogueRoutes(routes, catalogue.service, catalogue.cache);
      libraryRoutes(routes, library);
      blogRoutes(routes, blog.service, blog.cache);
      blogModerationRoutes(routes, blog.service);
      playbackRoutes(routes, playback, playbackRepository);
      planRoutes(routes, plans);
      paymentRoutes(routes, {
        ...payments,
        siteOrigin: config.siteOrigin,
        seller: {
          name: config.brand.companyName,
          gstin: config.invoices.gstin,
          address: config.invoices.companyAddress,
        },
      });
      shopCatalogueRoutes(routes, {
        products: shop.products,
        reviews: shop.reviews,
        cache: shop.cache,
        reviewsDefaultStatus: config.reviewsDefaultStatus,
      });
      cartRoutes(routes, shop);
      orderRoutes(routes, {
        ...shop,
        downloadsDir: config.shop.downloadsDir,
        siteOrigin: config.siteOrigin,
      });
      shopAdminRoutes(routes, {
        db: database.db,
        service: shop.service,
        orders: shop.orders,
        admin: shop.admin,
        audit: shop.audit,
        siteOrigin: config.siteOrigin,
        imagesDir: config.imagesDir,
        onStockChange: () => shop.cache.invalidate(),
      });
      shopCouponAdminRoutes(routes, shop);
      mediaAdminRoutes(routes, media);
      legacyCatalogueRoutes(routes, catalogue.service, catalogue.cache);
    },
    { prefix: '/api' },
  );

  if (web) {
    await registerWebApp(app, web, {
      serviceName: config.brand.serviceName,
      siteOrigin: config.siteOrigin,
      publicConfig,
      pageMeta: firstPageMeta([blogPageMeta(blog.service), cataloguePageMeta(catalogue.service)]),
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
async function createRateLimiter(app: FastifyInstance, config: Config, database: Database): Promise<RateLimiter> {
  if (!config.redisUrl) return new DatabaseRateLimiter(database.db);
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return new RedisRateLimiter(redis);
}

/** The configured SMS gateway; without one, the demo provider keeps messages in an outbox. */
function createSmsSender(config: Config, database: Database, app: FastifyInstance): SmsSender {
  const { sms } = config;
  if (sms.provider === 'msg91') return new Msg91Sender(sms, app.log);
  if (sms.provider === 'twilio') return new TwilioSender(sms, app.log);
  return new DemoSmsSender(database.db, app.log);
}
