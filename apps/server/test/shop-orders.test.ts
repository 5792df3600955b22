import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Order } from '@reelhouse/contracts/shop-orders';
import { rows } from '@reelhouse/db/database';
import { signIn, site } from './support/sign-in';
import {
  addToCart,
  downloadLinkOf,
  cartOf,
  orderBody,
  placed,
  placeOrder,
  product,
  settleOrderPayment,
  slugOfKind,
  stockOf,
  variantWithStock,
  type Cookies,
} from './support/shoppers';
import { createTestApp, type TestApp } from './support/test-app';

const orderOf = async (t: TestApp, cookies: Cookies, number: string) =>
  (await t.app.inject({ url: `/api/shop/orders/${number}`, cookies })).json<Order>();

/** Orders after checkout: holds, PhonePe settling them, cancelling, tracking, operators' moves. */
describe('shop orders', () => {
  let t: TestApp;
  let member: Cookies;
  let other: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    member = await signIn(t.app, '+919811100101');
    other = await signIn(t.app, '+919811100102');
  });
  afterAll(() => t.close());

  it('holds stock for an unpaid PhonePe order and gives it back when the hold runs out', async () => {
    const variant = await variantWithStock(t, 'cap', 4);
    const buyer = await signIn(t.app, '+919811100106');
    await addToCart(t, buyer, variant, 3);
    const response = await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe' }));
    const { order, redirectUrl } = placed(response);
    expect(order.status).toBe('pending_payment');
    expect(order.actions).toEqual({ pay: true, cancel: true });
    expect(redirectUrl).toMatch(/\/sandbox\/phonepe\/pay\//);
    expect(await stockOf(t, variant)).toBe(1);
    await t.database.db.execute(
      sql`update orders set hold_expires_at = now() - interval '1 second' where number = ${order.number}`,
    );
    await t.app.shop.service.expireHold(
      (await rows<{ id: number }>(t.database.db, sql`select id from orders where number = ${order.number}`))[0]?.id ??
        0,
    );
    expect(await stockOf(t, variant)).toBe(4);
    const after = await orderOf(t, buyer, order.number);
    expect(after.status).toBe('cancelled');
    expect(after.history.at(-1)?.note).toMatch(/Not paid in time/);
  });

  it('moves a PhonePe order to processing once PhonePe says paid, and grants its downloads', async () => {
    const soundtrack = await product(t, await slugOfKind(t, 'soundtrack'));
    const buyer = await signIn(t.app, '+919811100107');
    await addToCart(t, buyer, soundtrack.variants[0]?.id as number, 1);
    const cart = await cartOf(t, buyer);
    expect(cart.shippingRates).toEqual([{ method: 'none', pricePaise: 0 }]);
    const options = (await t.app.inject({ url: '/api/shop/checkout/options', cookies: buyer })).json<{
      paymentMethods: string[];
    }>();
    expect(options.paymentMethods).not.toContain('cash_on_delivery');
    const { order } = placed(
      await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe', shippingMethod: 'none' })),
    );
    expect(order.totalPaise).toBe(19_900 + 3_582);
    expect(await settleOrderPayment(t, order.number, 'success')).toBe('succeeded');
    // Billed to Karnataka by a seller in Maharashtra (the default): all of the GST is IGST.
    const [split] = await rows(
      t.database.db,
      sql`select place_of_supply as "placeOfSupply", cgst_paise + sgst_paise as "halves", igst_paise as igst
            from payments where order_id = (select id from orders where number = ${order.number})`,
    );
    expect(split).toEqual({ placeOfSupply: '29', halves: 0, igst: 3_582 });
    const paid = await orderOf(t, buyer, order.number);
    expect(paid).toMatchObject({ status: 'processing', actions: { pay: false, cancel: false } });
    expect(paid.paidAt).not.toBeNull();

    const downloads = (await t.app.inject({ url: '/api/shop/downloads', cookies: buyer })).json<{ items: Download[] }>()
      .items;
    expect(downloads).toEqual([expect.objectContaining({ orderNumber: order.number, remaining: 5, available: true })]);
    expect(
      (await t.app.inject({ url: '/api/shop/downloads', cookies: other })).json<{ items: Download[] }>().items,
    ).toEqual([]);
    const id = downloads[0]?.id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/shop/downloads/${id}/link`, cookies: other, headers: site }))
        .statusCode,
    ).toBe(404);
    const path = await downloadLinkOf(t, buyer, id);
    // The demo file is made after start; without it the download is given back.
    expect((await t.app.inject({ url: path })).statusCode).toBe(503);
    const { makeMissingDemoDownloads } = await import('../src/modules/shop/demo-downloads');
    await makeMissingDemoDownloads(t.database.db, t.app.media.storage);
    const file = await t.app.inject({ url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const left = (await t.app.inject({ url: '/api/shop/downloads', cookies: buyer })).json<{ items: Download[] }>()
      .items;
    expect(left[0]?.remaining).toBe(4);
    expect((await t.app.inject({ url: path.replace(/token=[^&]+/, 'token=forged') })).statusCode).toBe(403);
  });

  it('hands a burst of downloads exactly the downloads left, never more', async () => {
    const soundtrack = await product(t, await slugOfKind(t, 'soundtrack'));
    const buyer = await signIn(t.app, '+919811100109');
    await addToCart(t, buyer, soundtrack.variants[0]?.id as number, 1);
    const { order } = placed(
      await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe', shippingMethod: 'none' })),
    );
    expect(await settleOrderPayment(t, order.number, 'success')).toBe('succeeded');
    const { makeMissingDemoDownloads } = await import('../src/modules/shop/demo-downloads');
    await makeMissingDemoDownloads(t.database.db, t.app.media.storage);
    const [download] = (await t.app.inject({ url: '/api/shop/downloads', cookies: buyer })).json<{
      items: Download[];
    }>().items;
    expect(download?.remaining).toBe(5);
    const path = await downloadLinkOf(t, buyer, download?.id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ url: path })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const [after] = (await t.app.inject({ url: '/api/shop/downloads', cookies: buyer })).json<{ items: Download[] }>()
      .items;
    expect(after).toMatchObject({ remaining: 0, available: false });
  });

  it('fails a PhonePe order whose payment is declined and puts its stock back', async () => {
    const variant = await variantWithStock(t, 'poster', 6);
    const buyer = await signIn(t.app, '+919811100108');
    await addToCart(t, buyer, variant, 2);
    const { order } = placed(await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe' })));
    expect(await stockOf(t, variant)).toBe(4);
    expect(await settleOrderPayment(t, order.number, 'failure')).toBe('failed');
    expect((await orderOf(t, buyer, order.number)).status).toBe('failed');
    expect(await stockOf(t, variant)).toBe(6);
  });

  it('lets the buyer cancel an order on hold, and finds orders only for their owner or by number and e-mail', async () => {
    const variant = await variantWithStock(t, 'mug', 5);
    await addToCart(t, member, variant, 1);
    const { order } = placed(await placeOrder(t, member, orderBody({ paymentMethod: 'cheque' })));
    expect(order.status).toBe('on_hold');
    expect((await t.app.inject({ url: `/api/shop/orders/${order.number}`, cookies: other })).statusCode).toBe(404);
    const track = (email: string, number = order.number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shop/track-order',
        payload: { number: `#${number}`, email },
        headers: site,
      });
    expect((await track('ASHA@example.in')).json<Order>().status).toBe('on_hold');
    const wrong = await track('someone@example.in');
    expect(wrong.statusCode).toBe(404);
    expect((await track('asha@example.in', '999999')).json<{ detail: string }>().detail).toBe(
      wrong.json<{ detail: string }>().detail,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/shop/orders/${order.number}/cancel`,
          cookies: other,
          headers: site,
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/shop/orders/${order.number}/cancel`,
      cookies: member,
      headers: site,
    });
    expect(cancelled.json<Order>().status).toBe('cancelled');
    expect(await stockOf(t, variant)).toBe(5);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/shop/orders/${order.number}/cancel`,
      cookies: member,
      headers: site,
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets an operator mark a bank transfer paid and complete it, within the allowed transitions, audited and mailed', async () => {
    const variant = await variantWithStock(t, 'mug', 5);
    await addToCart(t, member, variant, 1);
    const { order } = placed(await placeOrder(t, member, orderBody({ paymentMethod: 'bank_transfer' })));
    const admin = await signIn(t.app, '+919811100199');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919811100199'`);
    const change = (cookies: Cookies, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/shop/orders/${order.number}`,
        payload: { status, note: 'Transfer received.' },
        cookies,
        headers: site,
      });
    expect((await change(member, 'processing')).statusCode).toBe(403);
    expect((await change(admin, 'completed')).statusCode).toBe(409);
    expect((await change(admin, 'processing')).json<Order>()).toMatchObject({
      status: 'processing',
      paidAt: expect.any(String),
    });
    expect((await change(admin, 'completed')).json<Order>().status).toBe('completed');
    const [audit] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from operator_audit where subject = ${`order:${order.number}`}`,
    );
    expect(audit?.n).toBe(2);
    // Mails go out through their queue: the outbox is read until the mail is there.
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/dev/mail-outbox' })).body)
      .toContain(`order #${order.number} is now completed`);
  });
});

describe('shop orders while PhonePe cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: {
        MEDIA_WORKERS: '0',
        DEMO_MEDIA: 'off',
        PHONEPE_API: 'v1',
        PHONEPE_MERCHANT_ID: 'REELHOUSETEST',
        PHONEPE_SALT_KEY: 'a-salt-key-for-tests',
        // Nothing listens on the discard port: every call to PhonePe is refused at once.
        PHONEPE_BASE_URL: 'http://127.0.0.1:9',
        PUBLIC_ORIGIN: site.origin,
      },
    });
  });
  afterAll(() => t.close());

  it('places the order holding its stock, without a PhonePe address, and says so when paying again', async () => {
    const variant = await variantWithStock(t, 'cap', 5);
    const buyer = await signIn(t.app, '+919811100190');
    await addToCart(t, buyer, variant, 2);
    const response = await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe' }));
    expect(response.statusCode).toBe(201);
    const { order, redirectUrl } = placed(response);
    expect(redirectUrl).toBeNull();
    expect(order).toMatchObject({ status: 'pending_payment', actions: { pay: true, cancel: true } });
    expect(order.holdExpiresAt).not.toBeNull();
    expect(await stockOf(t, variant)).toBe(3);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/shop/orders/${order.number}/pay`,
      cookies: buyer,
      headers: site,
    });
    expect(again.statusCode).toBe(503);
    expect(again.json()).toMatchObject({ code: 'service_unavailable' });
    // The order has the items: checking out again finds the cart empty rather than making a second order.
    expect((await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe' }))).statusCode).toBe(422);
  });
});
