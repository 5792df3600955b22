import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import type { Config } from '../../config';
import type { AppModule } from '../../platform/app-module';
import type { ContentChanges } from '../../platform/content-changes';
import type { Platform } from '../../platform/platform';
import { ReadCache } from '../../platform/read-cache';
import { cartRoutes } from './cart.routes';
import { orderRoutes } from './orders.routes';
import { shopAdminRoutes } from './shop-admin.routes';
import { shopCatalogueRoutes } from './shop-catalogue.routes';
import { shopCouponAdminRoutes } from './shop-coupons-admin.routes';
import { shopOrderAdminRoutes } from './shop-orders-admin.routes';
import type { Mail } from '../../integrations/mail/mail.module';
import type { OrderPayments } from '../payments/payments.module';
import { CartService } from './cart.service';
import { CartsRepository } from './carts.repository';
import { Checkout } from './checkout.service';
import { CouponsRepository } from './coupons.repository';
import { DownloadsRepository } from './downloads.repository';
import { Downloads } from './downloads.service';
import { OrdersRepository } from './orders.repository';
import { OrdersAdminRepository } from './orders-admin.repository';
import { OrdersAdmin } from './orders-admin.service';
import { OrdersService } from './orders.service';
import { ProductReviewsRepository } from './product-reviews.repository';
import { ProductsRepository } from './products.repository';
import { ShopAdminService } from './shop-admin.service';
import { OperatorAudit } from '../../platform/operator-audit';
import type { VocabularyTables } from '../../platform/vocabularies/vocabulary.repository';
import { vocabularyRoutes } from '../../platform/vocabularies/vocabulary.routes';
import { Vocabulary } from '../../platform/vocabularies/vocabulary.service';

/** Where the shop's categories and tags are kept. */
const shopVocabularies: Record<'categories' | 'tags', VocabularyTables> = {
  categories: {
    table: 'shop_categories',
    translations: 'shop_category_translations',
    key: 'category_id',
    links: 'product_categories',
    ordered: true,
  },
  tags: {
    table: 'shop_tags',
    translations: 'shop_tag_translations',
    key: 'tag_id',
    links: 'product_tags',
    ordered: false,
  },
};
import { DAY_MS } from '../../platform/jobs/repeated-job';
import type { BlobStore } from '../../platform/storage/blob-store';

/**
 * The shop: catalogue (cached whole, dropped when stock or reviews change), carts, checkout and
 * orders on the payments module's PhonePe client, queue and Idempotency-Keys, downloads behind signed links, and the audit log.
 */
export function createShop(
  db: Db,
  options: {
    config: Config;
    payments: OrderPayments;
    mail: Pick<Mail, 'send' | 'sendWithin'>;
    log: FastifyBaseLogger;
    changes: ContentChanges;
    store: BlobStore;
    downloadSecret: Buffer;
    siteOrigin: () => string;
    /** Told of each lookup in the shop's read cache (the metrics' hit ratio). */
    cacheLookups?: (hit: boolean) => void;
  },
) {
  const { config } = options;
  const cache = new ReadCache({ onLookup: options.cacheLookups });
  options.changes.on(['shop'], () => cache.invalidate());
  const products = new ProductsRepository(db);
  const carts = new CartsRepository(db);
  const coupons = new CouponsRepository(db);
  const cart = new CartService(carts, coupons, config.shop.shipping);
  const orders = new OrdersRepository(db);
  const audit = new OperatorAudit(db);
  const service = new OrdersService({
    db,
    orders,
    payments: options.payments,
    mail: options.mail,
    audit,
    log: options.log,
    terms: {
      holdMinutes: config.shop.holdMinutes,
      bankAccount: config.shop.bankAccount,
      chequePayee: config.shop.chequePayee,
      chequeAddress: config.shop.chequeAddress,
    },
    serviceName: config.brand.serviceName,
    siteOrigin: options.siteOrigin,
    onStockChange: () => options.changes.announce('shop'),
  });
  // Payments settles orders through the shop's rules, and unpaid holds expire on its queue.
  options.payments.settleOrdersWith(service.settlement);
  options.payments.queue.define(service.holdJob);
  const checkout = new Checkout({
    db,
    carts,
    coupons,
    cart,
    orders,
    keys: options.payments.keys,
    mail: options.mail,
    holds: { queue: options.payments.queue, job: service.holdJob, minutes: config.shop.holdMinutes },
    log: options.log,
    serviceName: config.brand.serviceName,
    paymentMethods: (needsShipping) => service.checkoutOptions(needsShipping).paymentMethods,
    startPayment: (userId, order, origin) => service.startPayment(userId, order, origin),
    orderLink: (origin, number) => service.link(origin, number),
    onStockChange: () => options.changes.announce('shop'),
  });
  return {
    cache,
    products,
    reviews: new ProductReviewsRepository(db),
    carts,
    cart,
    orders,
    ordersAdmin: new OrdersAdmin(orders, new OrdersAdminRepository(db)),
    service,
    checkout,
    audit,
    admin: new ShopAdminService({
      db,
      store: options.store,
      onChange: () => options.changes.announce('shop'),
    }),
    /** The shop's categories and tags, by their console paths. */
    vocabularies: {
      '/shop/categories': new Vocabulary({
        db,
        name: 'shop-category',
        tables: shopVocabularies.categories,
        onChange: () => options.changes.announce('shop'),
      }),
      '/shop/tags': new Vocabulary({
        db,
        name: 'shop-tag',
        tables: shopVocabularies.tags,
        onChange: () => options.changes.announce('shop'),
      }),
    },
    downloads: new Downloads(new DownloadsRepository(db), options.downloadSecret),
  };
}

export type Shop = ReturnType<typeof createShop>;

/**
 * The shop as the app runs it: its routes, the operators' products, orders and coupons, holds
 * that expired while the server was down given back at start, and stale guest carts forgotten.
 */
export async function shopModule(
  platform: Platform,
  needs: { payments: OrderPayments; mail: Pick<Mail, 'send' | 'sendWithin'> },
) {
  const { config, changes } = platform;
  const shop = createShop(platform.db, {
    config,
    payments: needs.payments,
    mail: needs.mail,
    log: platform.log,
    changes,
    store: platform.store,
    downloadSecret: await platform.secret('download-links.key', config.linkSecrets.downloads),
    siteOrigin: () => config.siteOrigin,
    cacheLookups: platform.metrics.cacheLookup('shop'),
  });
  return {
    ...shop,
    workers: [{ start: () => shop.service.expireOverdueHolds() }],
    repeated: [
      {
        name: 'forget visitors’ carts untouched for 60 days',
        everyMs: DAY_MS,
        run: () => shop.carts.purgeStaleGuests(60),
      },
    ],
    routes: (api) => {
      shopCatalogueRoutes(api, {
        products: shop.products,
        reviews: shop.reviews,
        cache: shop.cache,
        onChange: () => changes.announce('shop'),
        reviewsDefaultStatus: config.reviewsDefaultStatus,
      });
      cartRoutes(api, shop);
      orderRoutes(api, { ...shop, store: platform.store, siteOrigin: config.siteOrigin });
    },
    adminRoutes: {
      for: 'admin',
      routes: (admin) => {
        shopAdminRoutes(admin, shop.admin);
        shopOrderAdminRoutes(admin, { service: shop.service, orders: shop.ordersAdmin, siteOrigin: config.siteOrigin });
        shopCouponAdminRoutes(admin, shop.admin);
        for (const [path, vocabulary] of Object.entries(shop.vocabularies))
          vocabularyRoutes(admin, {
            path,
            what: `shop's ${path.split('/')[2]}`,
            tags: ['shop (operators)'],
            vocabulary,
          });
      },
    },
  } satisfies AppModule & Record<string, unknown>;
}
