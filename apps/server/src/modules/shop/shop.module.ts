import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import type { Config } from '../../config';
import { ReadCache } from '../../http/read-cache';
import type { Mail } from '../../integrations/mail/mail.module';
import type { Payments } from '../payments/payments.module';
import { CartService } from './cart.service';
import { CartsRepository } from './carts.repository';
import { CouponsRepository } from './coupons.repository';
import { Downloads } from './downloads';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { ProductReviewsRepository } from './product-reviews.repository';
import { ProductsRepository } from './products.repository';
import { ShopAdminRepository } from './shop-admin.repository';
import { ShopAudit } from './shop-audit';

/**
 * The shop: catalogue (cached whole, dropped when stock or reviews change), carts, orders on the
 * payments module's PhonePe client and queue, downloads behind signed links, and the audit log.
 */
export function createShop(
  db: Db,
  options: {
    config: Config;
    payments: Payments;
    mail: Pick<Mail, 'send'>;
    log: FastifyBaseLogger;
    downloadSecret: Buffer;
    siteOrigin: () => string;
  },
) {
  const { config } = options;
  const cache = new ReadCache();
  const products = new ProductsRepository(db);
  const carts = new CartsRepository(db);
  const cart = new CartService(carts, new CouponsRepository(db), config.shop.shipping);
  const orders = new OrdersRepository(db);
  const audit = new ShopAudit(db);
  const service = new OrdersService({
    db,
    orders,
    cart,
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
  return {
    cache,
    products,
    reviews: new ProductReviewsRepository(db),
    carts,
    cart,
    orders,
    service,
    audit,
    admin: new ShopAdminRepository(db),
    downloads: new Downloads(db, options.downloadSecret),
  };
}

export type Shop = ReturnType<typeof createShop>;
