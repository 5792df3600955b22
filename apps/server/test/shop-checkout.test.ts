import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@reelhouse/contracts/shop-cart';
import type { OrderSummary } from '@reelhouse/contracts/shop-orders';
import { rows } from '@reelhouse/db/database';
import { signIn, site } from './support/sign-in';
import {
  addToCart,
  billing,
  cartOf,
  membersWithSessions,
  orderBody,
  placed,
  placeOrder,
  stockOf,
  variantWithStock,
  type Cookies,
} from './support/shoppers';
import { createTestApp, type TestApp } from './support/test-app';

/** Carts and checkout: what may go in a cart, pricing, and placing orders — also many at once. */
describe('shop checkout', () => {
  let t: TestApp;
  let member: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    member = await signIn(t.app, '+919811100101');
  });
  afterAll(() => t.close());

  it('keeps a visitor’s cart by cookie and merges it into the member’s cart at sign-in', async () => {
    const variant = await variantWithStock(t, 'cap', 20);
    const added = await addToCart(t, {}, variant, 2);
    expect(added.statusCode).toBe(200);
    const cookie = added.cookies.find((c) => c.name === 'rh_cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const guest = { rh_cart: cookie?.value ?? '' };
    expect((await cartOf(t, guest)).count).toBe(2);
    const fresh = await signIn(t.app, '+919811100103');
    await addToCart(t, fresh, variant, 1);
    const merged = await t.app.inject({ url: '/api/shop/cart', cookies: { ...fresh, ...guest } });
    expect(merged.json<Cart>().lines).toEqual([expect.objectContaining({ variantId: variant, quantity: 3 })]);
    expect(merged.cookies.find((c) => c.name === 'rh_cart')?.value).toBe('');
    // The visitor's cart is gone: the cookie alone no longer shows anything.
    expect((await cartOf(t, guest)).count).toBe(0);
  });

  it('never puts more in the cart than is in stock, and says how many are left', async () => {
    const variant = await variantWithStock(t, 'mug', 3);
    const shopper = await signIn(t.app, '+919811100104');
    expect((await addToCart(t, shopper, variant, 2)).statusCode).toBe(200);
    const tooMany = await addToCart(t, shopper, variant, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ detail: string }>().detail).toBe(
      'Only 3 of this item are in stock (you have 2 in your cart).',
    );
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/shop/cart/items/${variant}`,
      payload: { quantity: 0 },
      cookies: shopper,
      headers: site,
    });
    expect(patched.statusCode).toBe(400);
  });

  it('applies a coupon only within its rules and prices GST and shipping on the server', async () => {
    const variant = await variantWithStock(t, 'notebook', 30);
    const shopper = await signIn(t.app, '+919811100105');
    await addToCart(t, shopper, variant, 1); // ₹299 + 12 % GST
    const coupon = (code: string) =>
      t.app.inject({ method: 'PUT', url: '/api/shop/cart/coupon', payload: { code }, cookies: shopper, headers: site });
    const short = await coupon('welcome10');
    expect(short.statusCode).toBe(422);
    expect(short.json<{ detail: string }>().detail).toBe(
      'The coupon WELCOME10 needs a spend of at least ₹499 (before GST).',
    );
    expect((await coupon('NOPE')).statusCode).toBe(422);
    await addToCart(t, shopper, variant, 1);
    const cart = (await coupon('welcome10')).json<Cart>();
    // 2 × ₹299 = ₹598, 10 % off = ₹59.80, GST 12 % of ₹538.20 = ₹64.58, flat-rate shipping ₹49.
    expect(cart).toMatchObject({
      subtotalPaise: 59_800,
      discountPaise: 5_980,
      gstPaise: 6_458,
      coupon: { code: 'WELCOME10' },
      shippingRates: [{ method: 'flat_rate', pricePaise: 4_900 }],
      totalPaise: 59_800 - 5_980 + 6_458 + 4_900,
      freeShippingRemainingPaise: 99_900 - 53_820,
    });
  });

  it('places a cash-on-delivery order at the server’s prices, whatever the browser says', async () => {
    const variant = await variantWithStock(t, 'tote', 10);
    await addToCart(t, member, variant, 2);
    const cart = await cartOf(t, member);
    const response = await placeOrder(t, member, {
      ...orderBody(),
      totalPaise: 1,
      items: [{ variantId: variant, unitPricePaise: 1 }],
      billing: { ...billing, unitPricePaise: 1 },
    });
    expect(response.statusCode).toBe(201);
    const { order, redirectUrl } = placed(response);
    expect(redirectUrl).toBeNull();
    expect(order).toMatchObject({
      status: 'processing',
      paymentMethod: 'cash_on_delivery',
      totalPaise: cart.totalPaise,
    });
    expect(order.billing.phone).toBe('+919876543210');
    expect(order.items).toEqual([expect.objectContaining({ variantId: variant, quantity: 2, unitPricePaise: 34_900 })]);
    expect(order.history).toEqual([expect.objectContaining({ from: null, to: 'processing' })]);
    expect(await stockOf(t, variant)).toBe(8);
    expect((await cartOf(t, member)).count).toBe(0);
    const list = (await t.app.inject({ url: '/api/shop/orders', cookies: member })).json<{ items: OrderSummary[] }>();
    expect(list.items[0]).toMatchObject({ number: order.number, itemCount: 2, actions: { pay: false, cancel: false } });
  });

  it('refuses a shipping phone its country cannot dial, naming the field and taking no stock', async () => {
    const variant = await variantWithStock(t, 'tote', 5);
    await addToCart(t, member, variant, 1);
    const response = await placeOrder(
      t,
      member,
      orderBody({ shipping: { ...billing, country: 'GB', phone: '98765' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: expect.stringMatching(/not a valid phone number/),
      errors: [{ path: 'body.shipping.phone' }],
    });
    expect(await stockOf(t, variant)).toBe(5);
    const emptied = await t.app.inject({
      method: 'DELETE',
      url: `/api/shop/cart/items/${variant}`,
      cookies: member,
      headers: site,
    });
    expect(emptied.statusCode).toBe(200);
  });

  it('makes one order of two requests with the same Idempotency-Key', async () => {
    const variant = await variantWithStock(t, 'tote', 10);
    await addToCart(t, member, variant, 1);
    const first = await placeOrder(t, member, orderBody(), 'same-key-1');
    const again = await placeOrder(t, member, orderBody(), 'same-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(placed(again).order.number).toBe(placed(first).order.number);
    expect(await stockOf(t, variant)).toBe(9);
    const reused = await placeOrder(t, member, orderBody({ notes: 'other' }), 'same-key-1');
    expect(reused.statusCode).toBe(422);
    expect((await placeOrder(t, member, orderBody(), '')).statusCode).toBe(400);
  });

  it('refuses an empty cart, a wrong method and bad addresses, changing nothing', async () => {
    expect((await placeOrder(t, member, orderBody())).statusCode).toBe(422);
    const variant = await variantWithStock(t, 'pin', 5);
    await addToCart(t, member, variant, 1);
    const free = await placeOrder(t, member, orderBody({ shippingMethod: 'free_shipping' }));
    expect(free.statusCode).toBe(422);
    expect(free.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.shippingMethod');
    const pin = await placeOrder(t, member, orderBody({ billing: { ...billing, postcode: '1234' } }));
    expect(pin.statusCode).toBe(400);
    expect(pin.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
      path: 'body.billing.postcode',
      message: 'an Indian PIN code has 6 digits',
    });
    expect(await stockOf(t, variant)).toBe(5);
    expect((await placeOrder(t, {}, orderBody())).statusCode).toBe(401);
    await t.app.inject({ method: 'DELETE', url: `/api/shop/cart/items/${variant}`, cookies: member, headers: site });
  });

  it('sells the last 10 units to exactly 10 of 200 buyers at once, never below zero', async () => {
    const variant = await variantWithStock(t, 'hoodie', 10);
    const buyers = await membersWithSessions(t.database.db, 200);
    for (const buyer of buyers) expect((await addToCart(t, buyer, variant, 1)).statusCode).toBe(200);
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(t, buyer, orderBody())));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(await stockOf(t, variant)).toBe(0);
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(distinct order_id)::int as n from order_items where variant_id = ${variant}`,
    );
    expect(count?.n).toBe(10);
  });

  it('places one order for a member checking out twice at once, and one for a key sent twice at once', async () => {
    const variant = await variantWithStock(t, 'mug', 10);
    const [twoTabs, doubleClick] = await membersWithSessions(t.database.db, 2, '+91944440');
    await addToCart(t, twoTabs as Cookies, variant, 2);
    await addToCart(t, doubleClick as Cookies, variant, 1);
    const [first, second, once, again] = await Promise.all([
      placeOrder(t, twoTabs as Cookies, orderBody(), 'tab-1'),
      placeOrder(t, twoTabs as Cookies, orderBody(), 'tab-2'),
      placeOrder(t, doubleClick as Cookies, orderBody(), 'click'),
      placeOrder(t, doubleClick as Cookies, orderBody(), 'click'),
    ]);
    // The second tab finds the cart the first one emptied.
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 422]);
    expect(second?.json<{ detail: string }>().detail).toBe('Your cart is empty.');
    expect([once?.statusCode, again?.statusCode]).toEqual([201, 201]);
    expect(again?.headers['idempotent-replayed']).toBe('true');
    expect(placed(again as never).order.number).toBe(placed(once as never).order.number);
    expect(await stockOf(t, variant)).toBe(7);
  });

  it('lets each member use a once-per-member coupon once, counting only their own orders', async () => {
    const variant = await variantWithStock(t, 'hoodie', 10);
    await t.database.db.execute(
      sql`insert into coupons (code, kind, amount, usage_limit_per_member) values ('ONCEEACH', 'percent', 10, 1)`,
    );
    const [first, second] = (await membersWithSessions(t.database.db, 2, '+91955550')) as [Cookies, Cookies];
    const apply = (buyer: Cookies) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/shop/cart/coupon',
        payload: { code: 'onceeach' },
        cookies: buyer,
        headers: site,
      });
    await addToCart(t, first, variant, 1);
    expect((await apply(first)).statusCode).toBe(200);
    expect((await placeOrder(t, first, orderBody())).statusCode).toBe(201);
    await addToCart(t, first, variant, 1);
    expect((await apply(first)).statusCode).toBe(422);
    await addToCart(t, second, variant, 1);
    expect((await apply(second)).statusCode).toBe(200);
  });

  it('gives a coupon’s last use to one of two buyers at once; the other is told and keeps their cart', async () => {
    const variant = await variantWithStock(t, 'hoodie', 10);
    await t.database.db.execute(
      sql`insert into coupons (code, kind, amount, usage_limit) values ('LASTONE', 'percent', 15, 1)`,
    );
    const buyers = (await membersWithSessions(t.database.db, 2, '+91900000888')) as [Cookies, Cookies];
    for (const buyer of buyers) {
      await addToCart(t, buyer, variant, 1);
      const applied = await t.app.inject({
        method: 'PUT',
        url: '/api/shop/cart/coupon',
        payload: { code: 'lastone' },
        cookies: buyer,
        headers: site,
      });
      expect(applied.statusCode).toBe(200);
    }
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(t, buyer, orderBody())));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 422]);
    expect(answers[0] && placed(answers[0]).order.couponCode).toBe('LASTONE');
    expect(answers[1]?.json<{ reason: string }>().reason).toBe('used_up');
    expect(await stockOf(t, variant)).toBe(9);
    expect((await cartOf(t, buyers[1])).count).toBe(1);
    const [coupon] = await rows<{ used: number }>(
      t.database.db,
      sql`select used_count as used from coupons where code = 'LASTONE'`,
    );
    expect(coupon?.used).toBe(1);
  });
});
