import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@reelhouse/contracts/locales';
import { problems } from '@reelhouse/contracts/problem';
import {
  addCartItemSchema,
  applyCouponSchema,
  cartItemParamsSchema,
  cartSchema,
  updateCartItemSchema,
  wishlistParamsSchema,
  wishlistSchema,
} from '@reelhouse/contracts/shop-cart';
import { langOnlySchema } from '@reelhouse/contracts/shop-products';
import type { ClientLimit } from '../../platform/http/route-guards';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import type { CartService } from './cart.service';
import type { CartsRepository } from './carts.repository';

/** Visitors have carts too: changes a shopper makes by hand, with room for a household. */
const cartLimit: ClientLimit = { name: 'cart', max: 600, windowMs: 60 * 60_000 };
/** Coupon codes are guessable: a few tries an hour from one address. */
const couponLimit: ClientLimit = {
  name: 'coupon',
  max: 30,
  windowMs: 60 * 60_000,
  message: 'Too many coupon codes tried.',
};

export const CART_COOKIE = 'rh_cart';
const CART_COOKIE_DAYS = 30;
const tags = ['shop: cart'];
const errors = problems(400, 403, 404, 409, 422);

/** The visitor's cart id the browser sent, if any. */
export const guestCartCookie = (request: FastifyRequest): string | undefined =>
  request.headers.cookie ? request.server.parseCookie(request.headers.cookie)[CART_COOKIE] : undefined;

/**
 * Whose cart a request is about: a member's own (a visitor's cart from the cookie is merged into
 * it first, then the cookie is dropped), else the visitor's by cookie — made on the first write.
 */
export async function cartIdOf(
  request: FastifyRequest,
  reply: FastifyReply,
  carts: CartsRepository,
  create: boolean,
): Promise<string | null> {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
  const guest = guestCartCookie(request);
  if (request.session) {
    const own = await carts.ofMember(request.session.user.id);
    if (guest && guest !== own) {
      await carts.merge(guest, own);
      reply.clearCookie(CART_COOKIE, cookieOptions);
    }
    return own;
  }
  if (guest && (await carts.guestExists(guest))) return guest;
  if (!create) return null;
  const id = await carts.createGuest();
  reply.setCookie(CART_COOKIE, id, { ...cookieOptions, maxAge: CART_COOKIE_DAYS * 24 * 60 * 60 });
  return id;
}

/** The cart and wishlist of whoever is asking. Every answer is the whole cart, priced again now. */
export function cartRoutes(app: ApiInstance, deps: { carts: CartsRepository; cart: CartService }): void {
  const { carts, cart } = deps;
  const answer = async (request: FastifyRequest, reply: FastifyReply, cartId: string | null, lang: Language) => {
    reply.header('cache-control', 'no-store');
    return cart.view(cartId, request.session?.user.id ?? null, lang);
  };

  app.get(
    '/shop/cart',
    {
      schema: {
        tags,
        summary: 'The shopper’s cart, priced now: lines, coupon, GST, shipping rates and totals (paise).',
        querystring: langOnlySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => answer(request, reply, await cartIdOf(request, reply, carts, false), request.query.lang),
  );

  app.post(
    '/shop/cart/items',
    {
      config: { rateLimit: cartLimit },
      schema: {
        tags,
        summary: 'Put a variant in the cart (adds to its line); refused beyond the stock, saying how many are left.',
        querystring: langOnlySchema,
        body: addCartItemSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = (await cartIdOf(request, reply, carts, true)) as string;
      await cart.add(cartId, request.body.variantId, request.body.quantity);
      return answer(request, reply, cartId, request.query.lang);
    },
  );

  app.patch(
    '/shop/cart/items/:variantId',
    {
      config: { rateLimit: cartLimit },
      schema: {
        tags,
        summary: 'Change a line’s quantity (1 or more, never above the stock).',
        params: cartItemParamsSchema,
        querystring: langOnlySchema,
        body: updateCartItemSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(request, reply, carts, false);
      if (!cartId) throw new AppError('not_found', 'This item is not in your cart.');
      await cart.update(cartId, request.params.variantId, request.body.quantity);
      return answer(request, reply, cartId, request.query.lang);
    },
  );

  app.delete(
    '/shop/cart/items/:variantId',
    {
      config: { rateLimit: cartLimit },
      schema: {
        tags,
        summary: 'Take a line out of the cart.',
        params: cartItemParamsSchema,
        querystring: langOnlySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(request, reply, carts, false);
      if (!cartId) throw new AppError('not_found', 'This item is not in your cart.');
      await cart.remove(cartId, request.params.variantId);
      return answer(request, reply, cartId, request.query.lang);
    },
  );

  app.put(
    '/shop/cart/coupon',
    {
      config: { rateLimit: couponLimit },
      schema: {
        tags,
        summary: 'Apply a coupon code; 422 says why one cannot be used (expired, used up, minimum spend…).',
        querystring: langOnlySchema,
        body: applyCouponSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(request, reply, carts, false);
      if (!cartId) throw new AppError('unprocessable', 'Your cart is empty.');
      await cart.applyCoupon(cartId, request.session?.user.id ?? null, request.body.code, request.query.lang);
      return answer(request, reply, cartId, request.query.lang);
    },
  );

  app.delete(
    '/shop/cart/coupon',
    {
      config: { rateLimit: cartLimit },
      schema: {
        tags,
        summary: 'Remove the coupon.',
        querystring: langOnlySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(request, reply, carts, false);
      if (cartId) await cart.removeCoupon(cartId);
      return answer(request, reply, cartId, request.query.lang);
    },
  );

  app.get(
    '/shop/wishlist',
    {
      schema: {
        tags,
        summary: 'The shopper’s wishlist, newest first.',
        querystring: langOnlySchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(request, reply, carts, false);
      reply.header('cache-control', 'no-store');
      return { items: cartId ? await carts.wishlist(cartId, request.query.lang) : [] };
    },
  );

  app.put(
    '/shop/wishlist/:productId',
    {
      config: { rateLimit: cartLimit },
      schema: {
        tags,
        summary: 'Add a product to the wishlist (again is fine).',
        params: wishlistParamsSchema,
        querystring: langOnlySchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = (await cartIdOf(request, reply, carts, true)) as string;
      if (!(await carts.productOnSale(request.params.productId)))
        throw new AppError('not_found', 'This product is not on sale.');
      await carts.addToWishlist(cartId, request.params.productId);
      reply.header('cache-control', 'no-store');
      return { items: await carts.wishlist(cartId, request.query.lang) };
    },
  );

  app.delete(
    '/shop/wishlist/:productId',
    {
      config: { rateLimit: cartLimit },
      schema: {
        tags,
        summary: 'Take a product off the wishlist.',
        params: wishlistParamsSchema,
        querystring: langOnlySchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cartId = await cartIdOf(request, reply, carts, false);
      if (!cartId || !(await carts.removeFromWishlist(cartId, request.params.productId)))
        throw new AppError('not_found', 'This product is not on your wishlist.');
      reply.header('cache-control', 'no-store');
      return { items: await carts.wishlist(cartId, request.query.lang) };
    },
  );
}
