import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import type { Config } from '../../config';
import { ReadCache } from '../../http/read-cache';
import type { Mail } from '../../integrations/mail/mail.module';
import type { Payments } from '../payments/payments.module';
import { CartService } from './cart.service';
import { CartsRepository } from './carts.repository';
import { Checkout } from './checkout';
import { CouponsRepository } from './coupons.repository';
import { Downloads } from './downloads';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { ProductReviewsRepository } from './product-reviews.repository';
import { ProductsRepository } from './products.repository';
import { ShopAdminRepository } from './shop-admin.repository';
import { ShopAudit } from './shop-audit';

/**
 * The shop: catalogue (cached whole, dropped when stock or reviews change), carts, checkout and
 * orders on the payments module's PhonePe client, queue and Idempotency-Keys, downloads behind signed links, and the audit log.
 */
export function createShop(
  db: Db,
  options: {
    config: Config;
    payments: Payments;
    mail: Pick<Mail, 'send' | 'sendWithin'>;
    log: FastifyBaseLogger;
    downloadSecret: Buffer;
    siteOrigin: () => string;
  },
) {
  const { config } = options;
  const cache = new ReadCache();
  const products = new ProductsRepository(db);
  const carts = new CartsRepository(db);
  const coupons = new CouponsRepository(db);
  const cart = new CartService(carts, coupons, config.shop.shipping);
  const orders = new OrdersRepository(db);
  const audit = new ShopAudit(db);
  const service = new OrdersService({
    db,
    orders,
    payments: options.payments.service,
    paymentRows: options.payments.repository,
    queue: options.payments.queue,
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
    onStockChange: () => cache.invalidate(),
  });
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
    onStockChange: () => cache.invalidate(),
  });
  return {
    cache,
    products,
    reviews: new ProductReviewsRepository(db),
    carts,
    cart,
    orders,
    service,
    checkout,
    audit,
    admin: new ShopAdminRepository(db),
    downloads: new Downloads(db, options.downloadSecret),
  };
}

export type Shop = ReturnType<typeof createShop>;
