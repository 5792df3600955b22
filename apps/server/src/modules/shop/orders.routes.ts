import { z } from 'zod';
import { addressInputSchema } from '@reelhouse/contracts/address';
import { rowIdParam, unixSeconds } from '@reelhouse/contracts/numbers';
import { problemSchema } from '@reelhouse/contracts/problem';
import { checkoutOptionsSchema } from '@reelhouse/contracts/shop-cart';
import {
  downloadLinkSchema,
  downloadListSchema,
  orderListSchema,
  orderParamsSchema,
  orderPlacedSchema,
  orderSchema,
  placeOrderSchema,
  trackOrderSchema,
} from '@reelhouse/contracts/shop-orders';
import { langOnlySchema } from '@reelhouse/contracts/shop-products';
import type { ClientLimit } from '../../platform/http/route-guards';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import { sessionOf } from '../../platform/auth/session-requests';
import { withPhoneInE164 } from '@reelhouse/contracts/phone-numbers';
import { fingerprintOf, idempotencyKeySchema } from '../../platform/idempotency-keys';
import type { CartService } from './cart.service';
import { cartIdOf, guestCartCookie } from './cart.routes';
import type { Checkout } from './checkout.service';
import type { CartsRepository } from './carts.repository';
import type { Downloads } from './downloads.service';
import type { OrdersRepository } from './orders.repository';
import type { OrdersService } from './orders.service';
import type { BlobStore } from '../../platform/storage/blob-store';
import { downloadKey } from '../../platform/storage/public-media';

const tags = ['shop: orders'];
// Written out: a replayed answer is sent with whatever status it had, which `problems()` would not allow.
const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
  429: problemSchema,
  503: problemSchema,
};
const trackingLimit: ClientLimit = {
  name: 'track-order',
  max: 20,
  windowMs: 15 * 60_000,
  message: 'Too many look-ups.',
};
const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });
/** Both addresses' phones kept in E.164, each read in its own address's country. */
const orderBody = placeOrderSchema.safeExtend({
  billing: withPhoneInE164(addressInputSchema),
  shipping: withPhoneInE164(addressInputSchema).nullable().optional(),
});

export interface OrderRoutesDeps {
  service: OrdersService;
  checkout: Checkout;
  orders: OrdersRepository;
  carts: CartsRepository;
  cart: CartService;
  downloads: Downloads;
  store: BlobStore;
  /** Where links and redirects point (config.siteOrigin): never a request's own Host header. */
  siteOrigin: string;
}

/** Checkout, the member's orders and downloads, and "track order" for anyone. */
export function orderRoutes(app: ApiInstance, deps: OrderRoutesDeps): void {
  const { service } = deps;

  app.get(
    '/shop/checkout/options',
    {
      schema: {
        tags,
        summary: 'How the shopper’s cart may be paid for: the methods on offer, and the bank details for a transfer.',
        response: { 200: checkoutOptionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(request, reply, deps.carts, false);
      const cart = await deps.cart.priced(cartId, request.session?.user.id ?? null, 'en');
      reply.header('cache-control', 'no-store');
      return service.checkoutOptions(cart.totals.needsShipping);
    },
  );

  app.post(
    '/shop/orders',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary:
          'Place an order from the member’s cart, priced on the server. Needs an Idempotency-Key: the same key and body answer the same order.',
        description:
          'Bank transfer and cheque orders start on hold, cash on delivery processing, PhonePe pending payment (with `redirectUrl` to the gateway; the stock is held for the hold time). 409 when stock or the coupon ran out meanwhile.',
        headers: idempotencyHeaders,
        querystring: langOnlySchema,
        body: orderBody,
        response: { 201: orderPlacedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = sessionOf(request).user;
      // A visitor's cart still in the browser is merged first; checkout reads the member's cart.
      if (guestCartCookie(request)) await cartIdOf(request, reply, deps.carts, true);
      const input = { ...request.body, shipping: request.body.shipping ?? null };
      const answer = await deps.checkout.place({
        userId: id,
        key: request.headers['idempotency-key'],
        fingerprint: fingerprintOf('POST', '/api/shop/orders', request.body),
        input,
        lang: request.query.lang,
        origin: deps.siteOrigin,
      });
      reply.header('cache-control', 'no-store');
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/shop/orders',
    {
      config: { access: 'account' },
      schema: { tags, summary: 'The member’s orders, newest first.', response: { 200: orderListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await deps.orders.listOfMember(sessionOf(request).user.id) };
    },
  );

  app.get(
    '/shop/orders/:number',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary:
          'One of the member’s orders (an unpaid online one is checked with PhonePe first); 404 for anyone else’s.',
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.ofMember(sessionOf(request).user.id, request.params.number);
    },
  );

  app.post(
    '/shop/orders/:number/pay',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Pay an unpaid online order again through PhonePe while it holds its stock.',
        params: orderParamsSchema,
        response: { 200: z.object({ redirectUrl: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pay(sessionOf(request).user.id, request.params.number, deps.siteOrigin);
    },
  );

  app.post(
    '/shop/orders/:number/cancel',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Cancel the member’s order while it is pending payment or on hold; its stock goes back on sale.',
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.cancel(sessionOf(request).user.id, request.params.number, deps.siteOrigin);
    },
  );

  app.post(
    '/shop/track-order',
    {
      config: { rateLimit: trackingLimit },
      schema: {
        tags,
        summary: 'Find an order by its number and billing e-mail (for anyone); one 404 for any mismatch.',
        body: trackOrderSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.track(request.body.number, request.body.email);
    },
  );

  app.get(
    '/shop/downloads',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The member’s downloads from paid orders, with how many remain and until when.',
        response: { 200: downloadListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await deps.downloads.ofMember(sessionOf(request).user.id) };
    },
  );

  app.post(
    '/shop/downloads/:id/link',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'A signed link to one of the member’s downloads, valid for 10 minutes; each use counts one download.',
        params: z.object({ id: rowIdParam() }),
        response: { 200: downloadLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const url = await deps.downloads.link(sessionOf(request).user.id, request.params.id, deps.siteOrigin);
      if (!url) throw new AppError('not_found', 'You have no download left of this file.');
      reply.header('cache-control', 'no-store');
      return { url };
    },
  );

  app.get(
    '/shop/downloads/file',
    {
      schema: {
        tags,
        summary: 'The file behind a signed download link; counts one download off.',
        querystring: z.object({
          id: rowIdParam(),
          expires: unixSeconds,
          token: z.string().min(1).max(100),
        }),
      },
    },
    async (request, reply) => {
      const { id, expires, token } = request.query;
      if (!deps.downloads.verify(id, expires, token))
        throw new AppError(
          'forbidden',
          'This download link is not valid or has expired; ask My Account for a new one.',
        );
      const file = await deps.downloads.take(id);
      if (!file) throw new AppError('not_found', 'No downloads of this file are left.');
      const key = downloadKey(file.storageKey);
      const size = (await deps.store.head(key))?.size ?? null;
      if (size === null) {
        await deps.downloads.giveBack(id);
        throw new AppError('service_unavailable', 'This file is being prepared. Try again in a minute.');
      }
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(size))
        .header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(await deps.store.read(key));
    },
  );
}
