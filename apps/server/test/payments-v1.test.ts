import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStarted, Refund } from '@reelhouse/contracts/payments';
import { settlePayment } from '../src/modules/payments/settlement.service';
import { sandboxMerchant } from '../src/integrations/phonepe/sandbox/sandbox-merchant';
import { buy, countOf, paymentApp, paymentOf, settled, simulate, type Cookies } from './support/payments';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

describe('buying a plan through PhonePe v1 (salt key, sandbox)', () => {
  let t: TestApp;
  let basic: number;
  let member: Cookies;
  beforeAll(async () => {
    const app = await paymentApp('v1');
    t = app.t;
    basic = app.planId('basic');
    member = await signIn(t.app, '+919811100011');
  });
  afterAll(() => t.close());

  it('pays through /pg/v1/pay, is told by a checksummed callback and activates once', async () => {
    const response = await buy(t, member, basic);
    expect(response.statusCode).toBe(201);
    const { merchantTransactionId: id, redirectUrl } = response.json<PaymentStarted>();
    expect(redirectUrl).toContain('/sandbox/phonepe/pay/');
    await simulate(t, { merchantTransactionId: id, outcome: 'success', callbacks: 5 });
    expect(await settled(t, id)).toBe('succeeded');
    await t.app.payments.queue.drain();
    const paymentId = sql`(select id from payments where merchant_transaction_id = ${id})`;
    expect(await countOf(t, sql`select count(*)::int as n from entitlements where payment_id = ${paymentId}`)).toBe(1);
    expect(await countOf(t, sql`select count(*)::int as n from payment_events where payment_id = ${paymentId}`)).toBe(
      1,
    );
  });

  it('flags a success that names another merchant, and activates nothing', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    const result = await settlePayment(
      t.database.db,
      id,
      { outcome: 'succeeded', amountPaise: 17_582, merchantId: 'SOMEONEELSE', gatewayTransactionId: 'T1', code: null },
      sandboxMerchant.merchantId,
      { orders: null },
    );
    expect(result).toEqual({ state: 'flagged', activated: false, decided: true });
    expect((await paymentOf(t, member, id)).failureCode).toBe('MERCHANT_MISMATCH');
    const paymentId = sql`(select id from payments where merchant_transaction_id = ${id})`;
    expect(await countOf(t, sql`select count(*)::int as n from entitlements where payment_id = ${paymentId}`)).toBe(0);
  });

  it('refunds through /pg/v1/refund and the status API', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');
    const operator = await signIn(t.app, '+919811100012');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919811100012'`);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${id}/refunds`,
      payload: { reason: 'duplicate charge' },
      cookies: operator,
      headers: site,
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json<Refund>()).toMatchObject({ state: 'completed', amountPaise: 17_582 });
    expect((await paymentOf(t, member, id)).state).toBe('refunded');
  });

  it('refuses a callback whose X-VERIFY is not the salt key’s, and changes nothing', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    const response = Buffer.from(
      JSON.stringify({
        success: true,
        code: 'PAYMENT_SUCCESS',
        data: { merchantTransactionId: id, amount: 17_582, state: 'COMPLETED' },
      }),
    ).toString('base64');
    const forged = `${createHash('sha256')
      .update(response + 'wrong-salt')
      .digest('hex')}###1`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/webhook',
      payload: { response },
      headers: { 'x-verify': forged },
    });
    expect(answer.statusCode).toBe(401);
    expect(await settled(t, id, 300)).toBe('pending');
  });
});
