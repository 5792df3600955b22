import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleSearch } from '@reelhouse/contracts/console-search';
import type { Refund } from '@reelhouse/contracts/payments';
import type { AdminOrder, AdminOrderPage } from '@reelhouse/contracts/shop-orders-admin';
import { rows } from '@reelhouse/db/database';
import { settled, simulate } from './support/payments';
import { signIn, site } from './support/sign-in';
import { addToCart, billing, orderBody, placed, placeOrder, variantWithStock, type Cookies } from './support/shoppers';
import { createTestApp, type TestApp } from './support/test-app';

/** The console's orders: found by number, e-mail or name; one order with its buyer and payments; moves and refunds. */
describe('operators’ orders', () => {
  let t: TestApp;
  let admin: Cookies;
  let editor: Cookies;
  let buyer: Cookies;
  let transfer: string;
  let online: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await signIn(t.app, '+919876533001');
    editor = await signIn(t.app, '+919876533002');
    buyer = await signIn(t.app, '+919876533003');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876533001'`);
    await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876533002'`);
    await t.database.db.execute(sql`update users set first_name = 'Kavya' where mobile = '+919876533003'`);
    const mug = await variantWithStock(t, 'mug', 10);
    await addToCart(t, buyer, mug, 2);
    transfer = placed(
      await placeOrder(
        t,
        buyer,
        orderBody({
          paymentMethod: 'bank_transfer',
          billing: { ...billing, firstName: 'Zoya', email: 'zoya@example.in' },
        }),
      ),
    ).order.number;
    await addToCart(t, buyer, mug, 1);
    online = placed(await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe' }))).order.number;
  });
  afterAll(() => t.close());

  const list = async (query: string, who = admin) => {
    const answer = await t.app.inject({ url: `/api/admin/shop/orders?${query}`, cookies: who });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AdminOrderPage>();
  };
  const orderOf = async (number: string) =>
    (await t.app.inject({ url: `/api/admin/shop/orders/${number}`, cookies: admin })).json<AdminOrder>();

  it('finds orders by number (with or without #), billing e-mail and name, by status, paged', async () => {
    expect((await list(`q=${encodeURIComponent(`#${transfer}`)}`)).items.map((row) => row.number)).toEqual([transfer]);
    expect((await list(`q=${transfer.slice(0, -1)}`)).items.map((row) => row.number)).toContain(transfer);
    expect((await list('q=ZOYA@example')).items.map((row) => row.number)).toEqual([transfer]);
    expect((await list('q=zoya rao')).items).toMatchObject([{ number: transfer, customer: 'Zoya Rao', itemCount: 2 }]);
    expect((await list('q=%25')).total).toBe(0);
    const held = await list('status=on_hold');
    expect(held.items.map((row) => row.number)).toEqual([transfer]);
    expect(held).toMatchObject({ page: 1, pageSize: 25, total: 1 });
    const both = await list('page=1&pageSize=10');
    expect(both.items.map((row) => row.number)).toEqual([online, transfer]);
    const refused = await t.app.inject({ url: '/api/admin/shop/orders?pageSize=5000', cookies: admin });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('pageSize');
  });

  it('shows an order with the member who placed it and its PhonePe payments', async () => {
    const order = await orderOf(online);
    expect(order).toMatchObject({ number: online, status: 'pending_payment', member: { name: 'Kavya' } });
    expect(order).not.toHaveProperty('actions');
    expect(order.payments).toEqual([expect.objectContaining({ state: 'pending', refund: null })]);
    expect((await orderOf(transfer)).payments).toEqual([]);
    const missing = await t.app.inject({ url: '/api/admin/shop/orders/99999999', cookies: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('marks a transfer paid with a note the history keeps, and answers with the console’s view', async () => {
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shop/orders/${transfer}`,
      cookies: admin,
      headers: site,
      payload: { status: 'processing', note: 'Transfer seen in the bank statement.' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = moved.json<AdminOrder>();
    expect(order).toMatchObject({ status: 'processing', member: { name: 'Kavya' }, paidAt: expect.any(String) });
    expect(order.history.at(-1)).toMatchObject({
      from: 'on_hold',
      to: 'processing',
      note: 'Transfer seen in the bank statement.',
    });
  });

  it('refunds a paid PhonePe order through PhonePe and shows the refund on its payment', async () => {
    const [payment] = await rows<{ id: string }>(
      t.database.db,
      sql`select merchant_transaction_id as id from payments
           where order_id = (select id from orders where number = ${online})`,
    );
    await simulate(t, { merchantTransactionId: payment?.id, outcome: 'success' });
    expect(await settled(t, payment?.id ?? '')).toBe('succeeded');
    const byHand = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shop/orders/${online}`,
      cookies: admin,
      headers: site,
      payload: { status: 'refunded' },
    });
    expect(byHand.statusCode).toBe(409);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shop/orders/${online}/refunds`,
      cookies: admin,
      headers: site,
      payload: { reason: 'Arrived broken' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const { merchantRefundId } = refund.json<Refund>();
    await expect.poll(async () => (await orderOf(online)).status).toBe('refunded');
    expect((await orderOf(online)).payments[0]).toMatchObject({
      state: 'refunded',
      refund: { merchantRefundId, state: 'completed', reason: 'Arrived broken' },
    });
  });

  it('lists orders in the console’s search box for admins, never for editors', async () => {
    const search = async (q: string, who: Cookies) =>
      (await t.app.inject({ url: `/api/admin/search?q=${encodeURIComponent(q)}`, cookies: who })).json<ConsoleSearch>();
    expect((await search(transfer, admin)).orders).toEqual([
      { number: transfer, status: 'processing', customer: 'Zoya Rao', totalPaise: expect.any(Number) },
    ]);
    expect((await search(transfer, editor)).orders).toEqual([]);
    expect((await t.app.inject({ url: '/api/admin/shop/orders', cookies: editor })).statusCode).toBe(403);
  });
});
