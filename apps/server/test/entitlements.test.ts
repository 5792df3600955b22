import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entitlement } from '@reelhouse/contracts/entitlements';
import type { PaymentStarted, Payment } from '@reelhouse/contracts/payments';
import type { PlanList } from '@reelhouse/contracts/plans';
import type { Download } from '@reelhouse/contracts/shop-orders';
import { simulate, settled, buy } from './support/payments';
import {
  addToCart,
  orderBody,
  placeOrder,
  placed,
  product,
  settleOrderPayment,
  slugOfKind,
  type Cookies,
} from './support/shoppers';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * `GET /api/account/entitlements` and the ledger behind it: a paid plan period with its invoice, a
 * complimentary one, a refund ending a period, and shop downloads following their order's moves.
 */
describe('the entitlement ledger', () => {
  let t: TestApp;
  let operator: Cookies;
  let premium: number;
  const ledgerOf = async (cookies: Cookies) =>
    (await t.app.inject({ url: '/api/account/entitlements', cookies })).json<{ items: Entitlement[] }>().items;
  const downloadsOf = async (cookies: Cookies) =>
    (await t.app.inject({ url: '/api/shop/downloads', cookies })).json<{ items: Download[] }>().items;
  const asOperator = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, cookies: operator, headers: site });

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    operator = await signIn(t.app, '+919811107000');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919811107000'`);
    const plans = (await t.app.inject({ url: '/api/plans' })).json<PlanList>().items;
    premium = plans.find((plan) => plan.code === 'premium')?.id ?? 0;
  });
  afterAll(() => t.close());

  it('answers only a signed-in member', async () => {
    const anonymous = await t.app.inject({ url: '/api/account/entitlements' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
  });

  it('lists a paid period with its payment and invoice, then the refund that ended it', async () => {
    const member = await signIn(t.app, '+919811107001');
    expect(await ledgerOf(member)).toEqual([]);
    const { merchantTransactionId: id } = (await buy(t, member, premium)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');
    const payment = (await t.app.inject({ url: `/api/payments/${id}`, cookies: member })).json<Payment>();

    const [paid] = await ledgerOf(member);
    expect(paid).toMatchObject({
      kind: 'plan',
      source: 'payment',
      state: 'active',
      inForce: true,
      plan: { code: 'premium', name: 'Premium' },
      payment: { merchantTransactionId: id, invoiceNumber: payment.invoiceNumber },
      grant: null,
      download: null,
      refund: null,
    });

    const refund = await asOperator('POST', `/api/admin/payments/${id}/refunds`, { reason: 'charged twice' });
    expect(refund.statusCode, refund.body).toBe(201);
    const [refunded] = await ledgerOf(member);
    expect(refunded).toMatchObject({
      id: paid?.id,
      state: 'refunded',
      inForce: false,
      refund: { merchantRefundId: refund.json<{ merchantRefundId: string }>().merchantRefundId },
    });
    // Ended now (a period younger than a second ends one second after its start).
    expect(Date.parse(refunded?.endsAt ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('lists a complimentary period with who granted it and why', async () => {
    const member = await signIn(t.app, '+919811107002');
    const [{ id } = { id: 0 }] = (
      await t.database.db.execute<{ id: number }>(sql`select id from users where mobile = '+919811107002'`)
    ).rows;
    const granted = await asOperator('POST', `/api/admin/members/${id}/grants`, {
      plan: 'basic',
      days: 14,
      reason: 'Festival gift',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(await ledgerOf(member)).toEqual([
      expect.objectContaining({
        kind: 'plan',
        source: 'grant',
        inForce: true,
        payment: null,
        grant: { reason: 'Festival gift', by: '+919811107000' },
      }),
    ]);
  });

  it('keeps a download in step with its order: suspended on hold, back when it goes on, revoked with a refund', async () => {
    const buyer = await signIn(t.app, '+919811107003');
    const soundtrack = await product(t, await slugOfKind(t, 'soundtrack'));
    await addToCart(t, buyer, soundtrack.variants[0]?.id as number, 1);
    const { order } = placed(
      await placeOrder(t, buyer, orderBody({ paymentMethod: 'phonepe', shippingMethod: 'none' })),
    );
    expect(await settleOrderPayment(t, order.number, 'success')).toBe('succeeded');
    const downloads = (await ledgerOf(buyer)).filter((right) => right.kind === 'download');
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads[0]).toMatchObject({
      source: 'order',
      state: 'active',
      inForce: true,
      plan: null,
      download: { orderNumber: order.number, remaining: 5 },
    });
    expect((await downloadsOf(buyer)).map((download) => download.id).sort()).toEqual(
      downloads.map((right) => right.id).sort(),
    );

    const move = (status: string) => asOperator('PATCH', `/api/admin/shop/orders/${order.number}`, { status });
    expect((await move('on_hold')).statusCode).toBe(200);
    expect((await ledgerOf(buyer)).filter((right) => right.kind === 'download')).toEqual(
      downloads.map((right) => expect.objectContaining({ id: right.id, state: 'suspended', inForce: false })),
    );
    expect(await downloadsOf(buyer)).toEqual([]);

    expect((await move('processing')).statusCode).toBe(200);
    expect((await downloadsOf(buyer)).length).toBe(downloads.length);

    const refund = await asOperator('POST', `/api/admin/shop/orders/${order.number}/refunds`, {
      reason: 'not as described',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = (await ledgerOf(buyer)).filter((right) => right.kind === 'download');
    expect(after).toEqual(
      downloads.map((right) =>
        expect.objectContaining({ id: right.id, state: 'refunded', inForce: false, refund: expect.any(Object) }),
      ),
    );
    expect(await downloadsOf(buyer)).toEqual([]);
  });
});
