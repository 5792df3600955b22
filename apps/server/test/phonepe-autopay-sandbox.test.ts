import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhonePeV2 } from '../src/integrations/phonepe/phonepe-v2';
import { sandboxMerchant, SANDBOX_PREFIX } from '../src/integrations/phonepe/sandbox/sandbox-merchant';
import { paymentApp } from './support/payments';
import type { TestApp } from './support/test-app';

/**
 * Our PhonePe v2 Autopay client against the built-in sandbox, over HTTP: the same paths, payloads
 * and token as PhonePe's, and the bank's side (approval, declines, revocation) played by the sandbox.
 */
describe('PhonePe Autopay: the client and the sandbox speak one protocol', () => {
  let t: TestApp;
  let phonepe: PhonePeV2;
  let mandates: NonNullable<PhonePeV2['mandates']>;
  const far = new Date(Date.now() + 5 * 365 * 86_400_000);
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

  beforeAll(async () => {
    ({ t } = await paymentApp('v2'));
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${SANDBOX_PREFIX}`;
    phonepe = new PhonePeV2({ ...sandboxMerchant, baseUrl: base, authUrl: `${base}/v1/oauth/token` });
    mandates = phonepe.mandates;
  });
  afterAll(() => t.close());

  const simulateMandate = (body: object) =>
    t.app.inject({ method: 'POST', url: '/sandbox/phonepe/simulate/mandate', payload: body });

  /** Sets up a mandate with its first payment, waiting for the person on the pay page. */
  async function setUpMandate(maxAmountPaise = 50_000) {
    const merchantSubscriptionId = nextId('MS');
    const merchantOrderId = nextId('RH');
    const setup = await mandates.setup({
      merchantOrderId,
      merchantSubscriptionId,
      amountPaise: 35_282,
      maxAmountPaise,
      merchantUserId: 'U1',
      redirectUrl: 'http://localhost:8080/payment-success/x',
      expiresAt: far,
    });
    return { merchantSubscriptionId, merchantOrderId, setup };
  }

  /** The person decides the setup's payment on the sandbox's page. */
  const decide = (merchantOrderId: string, outcome: 'success' | 'failure') =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/simulate',
      payload: { merchantTransactionId: merchantOrderId, outcome, callbacks: 0 },
    });

  /** Sets up a mandate and approves it, as the person would. */
  async function approvedMandate(maxAmountPaise = 50_000) {
    const mandate = await setUpMandate(maxAmountPaise);
    const decided = await decide(mandate.merchantOrderId, 'success');
    expect(decided.statusCode, decided.body).toBe(200);
    return mandate;
  }

  /** What NPCI's day between notice and debit looks like to the sandbox: the notice made a day earlier. */
  const aDayLater = (merchantOrderId: string) =>
    t.database.db.execute(
      sql`update phonepe_sandbox_transactions set created_at = created_at - interval '25 hours' where id = ${merchantOrderId}`,
    );

  async function noticed(merchantSubscriptionId: string, amountPaise = 35_282) {
    const merchantOrderId = nextId('RN');
    const notice = await mandates.notify({
      merchantOrderId,
      merchantSubscriptionId,
      amountPaise,
      expiresAt: new Date(Date.now() + 3 * 86_400_000),
    });
    return { merchantOrderId, notice };
  }

  it('sets a mandate up with its first payment: pending until the person approves, then active', async () => {
    const { merchantSubscriptionId, merchantOrderId, setup } = await setUpMandate(70_682);
    expect(setup.payPageUrl).toMatch(/\/sandbox\/phonepe\/pay\/OMO[A-Z0-9]+$/);
    expect(await mandates.mandateStatus(merchantSubscriptionId)).toEqual({ state: 'pending', code: 'PENDING' });
    expect((await mandates.orderStatus(merchantOrderId)).outcome).toBe('pending');
    // A checkout status call does not answer for a subscription order, as at PhonePe.
    await expect(phonepe.status(merchantOrderId)).rejects.toMatchObject({
      reason: expect.stringMatching(/ORDER_NOT_FOUND/),
    });

    await decide(merchantOrderId, 'success');
    expect(await mandates.mandateStatus(merchantSubscriptionId)).toEqual({ state: 'active', code: 'ACTIVE' });
    expect(await mandates.orderStatus(merchantOrderId)).toMatchObject({ outcome: 'succeeded', amountPaise: 35_282 });
  });

  it('a declined setup leaves a failed mandate that takes no notice', async () => {
    const { merchantSubscriptionId, merchantOrderId } = await setUpMandate();
    await decide(merchantOrderId, 'failure');
    expect((await mandates.mandateStatus(merchantSubscriptionId)).state).toBe('failed');
    expect((await noticed(merchantSubscriptionId)).notice).toEqual({
      accepted: false,
      code: 'SUBSCRIPTION_NOT_ACTIVE',
    });
  });

  it('debits only a day after the notice, and then exactly once', async () => {
    const { merchantSubscriptionId } = await approvedMandate();
    const { merchantOrderId, notice } = await noticed(merchantSubscriptionId);
    expect(notice).toEqual({ accepted: true, code: 'NOTIFIED' });
    expect((await mandates.orderStatus(merchantOrderId)).outcome).toBe('pending');
    expect(await mandates.redeem(merchantOrderId)).toEqual({
      accepted: false,
      code: 'NOTIFICATION_WINDOW_NOT_ELAPSED',
    });
    await aDayLater(merchantOrderId);
    expect(await mandates.redeem(merchantOrderId)).toEqual({ accepted: true, code: 'PENDING' });
    expect(await mandates.orderStatus(merchantOrderId)).toMatchObject({
      outcome: 'succeeded',
      amountPaise: 35_282,
      gatewayTransactionId: expect.stringMatching(/^OM/),
    });
    expect(await mandates.redeem(merchantOrderId)).toEqual({ accepted: false, code: 'ORDER_NOT_NOTIFIED' });
  });

  it('refuses a notice above the mandate’s maximum, or with an order id used before', async () => {
    const { merchantSubscriptionId, merchantOrderId } = await approvedMandate(40_000);
    expect((await noticed(merchantSubscriptionId, 40_001)).notice.code).toBe('AMOUNT_LIMIT_EXCEEDED');
    const again = await mandates.notify({
      merchantOrderId,
      merchantSubscriptionId,
      amountPaise: 35_282,
      expiresAt: new Date(Date.now() + 86_400_000 * 2),
    });
    expect(again).toEqual({ accepted: false, code: 'DUPLICATE_ORDER' });
  });

  it('the bank declines the debits it was told to, then pays the next', async () => {
    const { merchantSubscriptionId } = await approvedMandate();
    expect((await simulateMandate({ merchantSubscriptionId, declineDebits: 1 })).statusCode).toBe(200);
    const first = await noticed(merchantSubscriptionId);
    await aDayLater(first.merchantOrderId);
    await mandates.redeem(first.merchantOrderId);
    expect(await mandates.orderStatus(first.merchantOrderId)).toMatchObject({
      outcome: 'failed',
      code: 'INSUFFICIENT_FUNDS',
    });
    const second = await noticed(merchantSubscriptionId);
    await aDayLater(second.merchantOrderId);
    await mandates.redeem(second.merchantOrderId);
    expect((await mandates.orderStatus(second.merchantOrderId)).outcome).toBe('succeeded');
  });

  it('a mandate revoked from the bank’s side fails the debit already announced and takes no new notice', async () => {
    const { merchantSubscriptionId } = await approvedMandate();
    const announced = await noticed(merchantSubscriptionId);
    const revoked = await simulateMandate({ merchantSubscriptionId, action: 'revoke' });
    expect(revoked.json()).toMatchObject({ state: 'REVOKED' });
    expect(await mandates.mandateStatus(merchantSubscriptionId)).toEqual({ state: 'revoked', code: 'REVOKED' });
    await aDayLater(announced.merchantOrderId);
    await mandates.redeem(announced.merchantOrderId);
    expect(await mandates.orderStatus(announced.merchantOrderId)).toMatchObject({
      outcome: 'failed',
      code: 'SUBSCRIPTION_NOT_ACTIVE',
    });
    expect((await noticed(merchantSubscriptionId)).notice.code).toBe('SUBSCRIPTION_NOT_ACTIVE');
    expect((await simulateMandate({ merchantSubscriptionId, action: 'unpause' })).statusCode).toBe(409);
  });

  it('pauses and unpauses; a cancelled mandate stays cancelled', async () => {
    const { merchantSubscriptionId } = await approvedMandate();
    await simulateMandate({ merchantSubscriptionId, action: 'pause' });
    expect((await mandates.mandateStatus(merchantSubscriptionId)).state).toBe('paused');
    expect((await noticed(merchantSubscriptionId)).notice.code).toBe('SUBSCRIPTION_NOT_ACTIVE');
    await simulateMandate({ merchantSubscriptionId, action: 'unpause' });
    expect((await mandates.mandateStatus(merchantSubscriptionId)).state).toBe('active');
    expect(await mandates.cancel(merchantSubscriptionId)).toEqual({ accepted: true, code: 'CANCELLED' });
    expect((await mandates.mandateStatus(merchantSubscriptionId)).state).toBe('cancelled');
    expect(await mandates.cancel(merchantSubscriptionId)).toEqual({
      accepted: false,
      code: 'SUBSCRIPTION_NOT_CANCELLABLE',
    });
  });

  it('keeps the terms the mandate was set up with: a variable amount up to the maximum, on demand', async () => {
    const { setup } = await approvedMandate(70_682);
    const gatewayId = setup.payPageUrl.split('/').at(-1) ?? '';
    const [terms] = (
      await t.database.db.execute(
        sql`select m.max_amount, m.frequency, m.amount_type from phonepe_sandbox_mandates m
              join phonepe_sandbox_transactions o on o.mandate_id = m.id where o.gateway_id = ${gatewayId}`,
      )
    ).rows;
    expect(terms).toEqual({ max_amount: 70_682, frequency: 'ON_DEMAND', amount_type: 'VARIABLE' });
  });
});
