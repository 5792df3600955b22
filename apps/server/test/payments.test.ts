import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Payment, PaymentStarted, Refund, SubscriptionStatus } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { fingerprintOf } from '../src/platform/idempotency-keys';
import { RECONCILE_CHECKS_SECONDS } from '../src/modules/payments/reconcile-schedule';
import { subscribe } from './support/members';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';
import { buy, countOf, paymentApp, paymentOf, settled, simulate, type Cookies } from './support/payments';

describe('buying a plan through PhonePe v2 (sandbox)', () => {
  let t: TestApp;
  let premium: number;
  let basic: number;
  let member: Cookies;
  beforeAll(async () => {
    const app = await paymentApp('v2');
    t = app.t;
    premium = app.planId('premium');
    basic = app.planId('basic');
    member = await signIn(t.app, '+919811100001');
  });
  afterAll(() => t.close());

  it('creates a payment at the plan’s price and sends the browser to the gateway’s page', async () => {
    const response = await buy(t, member, premium);
    expect(response.statusCode).toBe(201);
    const started = response.json<PaymentStarted>();
    expect(started.merchantTransactionId).toMatch(/^RH[A-Z0-9]{10,33}$/);
    // The site's own origin (no PUBLIC_ORIGIN here: http://localhost:PORT), never the request's Host.
    expect(started.redirectUrl).toMatch(/^http:\/\/localhost:8080\/sandbox\/phonepe\/pay\/OMO[A-Z0-9]+$/);
    const payment = await paymentOf(t, member, started.merchantTransactionId);
    // ₹299.00 + 18 % GST (₹53.82) = ₹352.82, whatever the browser might have said.
    expect(payment).toMatchObject({ state: 'pending', basePaise: 29_900, gstPaise: 5_382, amountPaise: 35_282 });
    expect(payment.plan).toMatchObject({ code: 'premium', name: 'Premium' });
  });

  it('activates the plan once PhonePe’s status API says paid, with a numbered GST invoice', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, premium)).json<PaymentStarted>();
    expect((await simulate(t, { merchantTransactionId: id, outcome: 'success' })).statusCode).toBe(200);
    expect(await settled(t, id)).toBe('succeeded');
    const payment = await paymentOf(t, member, id);
    expect(payment.gatewayTransactionId).toMatch(/^OM/);
    expect(payment.invoiceNumber).toMatch(/^\d{4}-\d{2}-\d{6}$/);

    const subscription = (
      await t.app.inject({ url: '/api/account/subscription', cookies: member })
    ).json<SubscriptionStatus>();
    expect(subscription).toMatchObject({ active: true, plan: { code: 'premium', name: 'Premium' } });
    const days = (Date.parse(subscription.endsAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const invoice = (
      await t.app.inject({ url: `/api/account/invoices/${payment.invoiceNumber}`, cookies: member })
    ).json<Invoice>();
    expect(invoice).toMatchObject({
      merchantTransactionId: id,
      planName: 'Premium',
      basePaise: 29_900,
      gstPercent: 18,
      gstPaise: 5_382,
      totalPaise: 35_282,
      buyer: { mobile: '+919811100001' },
      seller: { name: 'Reelhouse Media Private Limited' },
    });

    // The original app's calls see the same.
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/verify-user-subscription/',
      cookies: member,
      headers: site,
    });
    expect(verify.json()).toMatchObject({ success: true, data: { active: true, plan: { code: 'premium' } } });
    const transactions = await t.app.inject({
      method: 'POST',
      url: '/api/get-user-transaction/',
      cookies: member,
      headers: site,
    });
    expect(transactions.json<{ data: Payment[] }>().data.map((item) => item.merchantTransactionId)).toContain(id);
  });

  it('extends the period when the same plan is bought again', async () => {
    const before = (
      await t.app.inject({ url: '/api/account/subscription', cookies: member })
    ).json<SubscriptionStatus>();
    const { merchantTransactionId: id } = (await buy(t, member, premium)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');
    const after = (
      await t.app.inject({ url: '/api/account/subscription', cookies: member })
    ).json<SubscriptionStatus>();
    const gainedDays = (Date.parse(after.endsAt ?? '') - Date.parse(before.endsAt ?? '')) / 86_400_000;
    expect(gainedDays).toBeGreaterThanOrEqual(28);
    expect(after.startsAt).toBe(before.startsAt);
  });

  it('answers the original POST /api/status/ in its shape, to the owner only', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    await settled(t, id);
    const me = (await t.app.inject({ url: '/api/session', cookies: member })).json<{ user: { id: number } }>().user.id;
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/status/',
      payload: { merchantTransactionId: id, user_id: me },
      cookies: member,
      headers: site,
    });
    expect(status.json()).toMatchObject({
      success: true,
      data: { phonepe: { data: { merchantTransactionId: id, amount: 17_582 } } },
    });

    const stranger = await signIn(t.app, '+919811100002');
    const strangerId = (await t.app.inject({ url: '/api/session', cookies: stranger })).json<{ user: { id: number } }>()
      .user.id;
    for (const user_id of [strangerId, me]) {
      const theirs = await t.app.inject({
        method: 'POST',
        url: '/api/status/',
        payload: { merchantTransactionId: id, user_id },
        cookies: stranger,
        headers: site,
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.headers['content-type']).toContain('application/problem+json');
    }
    expect((await t.app.inject({ url: `/api/payments/${id}`, cookies: stranger })).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/status/',
      payload: { merchantTransactionId: id, user_id: me },
      headers: site,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('activates exactly once under 20 duplicate webhooks and 10 concurrent status checks', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    const me = (await t.app.inject({ url: '/api/session', cookies: member })).json<{ user: { id: number } }>().user.id;
    const statusCheck = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/status/',
        payload: { merchantTransactionId: id, user_id: me },
        cookies: member,
        headers: site,
      });
    const [simulation, ...checks] = await Promise.all([
      simulate(t, { merchantTransactionId: id, outcome: 'success', callbacks: 20 }),
      ...Array.from({ length: 10 }, statusCheck),
    ]);
    expect(simulation?.statusCode).toBe(200);
    expect(checks.every((check) => check.statusCode === 200)).toBe(true);
    expect(await settled(t, id)).toBe('succeeded');
    // Let the notification's job finish too, then count.
    await t.app.payments.queue.drain();
    const paymentId = sql`(select id from payments where merchant_transaction_id = ${id})`;
    expect(await countOf(t, sql`select count(*)::int as n from entitlements where payment_id = ${paymentId}`)).toBe(1);
    expect(await countOf(t, sql`select count(*)::int as n from invoices where payment_id = ${paymentId}`)).toBe(1);
    expect(await countOf(t, sql`select count(*)::int as n from payment_events where payment_id = ${paymentId}`)).toBe(
      1,
    );
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    const body = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: id, state: 'COMPLETED', amount: 17_582 },
    };
    const forged = createHash('sha256').update('someone:guessed').digest('hex');
    for (const authorization of [forged, undefined]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/phonepe/webhook',
        payload: body,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const paymentId = sql`(select id from payments where merchant_transaction_id = ${id})`;
    expect(await countOf(t, sql`select count(*)::int as n from payment_events where payment_id = ${paymentId}`)).toBe(
      0,
    );
    expect(await countOf(t, sql`select count(*)::int as n from jobs where key = ${`${id}#0`}`)).toBe(0);
    expect((await paymentOf(t, member, id)).state).toBe('pending');
  });

  it('flags a payment whose amount at PhonePe differs, and activates nothing', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'success', amount: 100 });
    expect(await settled(t, id)).toBe('flagged');
    expect((await paymentOf(t, member, id)).failureCode).toBe('AMOUNT_MISMATCH');
    const paymentId = sql`(select id from payments where merchant_transaction_id = ${id})`;
    expect(await countOf(t, sql`select count(*)::int as n from entitlements where payment_id = ${paymentId}`)).toBe(0);
    expect(await countOf(t, sql`select count(*)::int as n from invoices where payment_id = ${paymentId}`)).toBe(0);
  });

  it('settles on a notification that arrives late, after the member saw "pending"', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'pending' });
    expect((await paymentOf(t, member, id)).state).toBe('pending');
    await simulate(t, { merchantTransactionId: id, outcome: 'success', callbacks: 1, callbackDelayMs: 300 });
    expect(await settled(t, id)).toBe('succeeded');
  });

  it('fails an order nobody paid within PhonePe’s lifetime for it (TIMED_OUT)', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    await t.database.db.execute(
      sql`update phonepe_sandbox_transactions set expire_at = now() - interval '1 second' where id = ${id}`,
    );
    expect(await paymentOf(t, member, id)).toMatchObject({ state: 'failed', failureCode: 'TIMED_OUT' });
    expect((await simulate(t, { merchantTransactionId: id, outcome: 'success' })).statusCode).toBe(409);
  });

  it('records lapsed periods as ended', async () => {
    const lapsed = await signIn(t.app, '+919811100031');
    await subscribe(t.database.db, '+919811100031', 'basic', -40, -10);
    expect(await t.app.payments.repository.endLapsedSubscriptions()).toBeGreaterThanOrEqual(1);
    const [row] = await rows<{ state: string }>(
      t.database.db,
      sql`select s.state from entitlements s join users u on u.id = s.user_id where u.mobile = '+919811100031'`,
    );
    expect(row?.state).toBe('ended');
    const status = (
      await t.app.inject({ url: '/api/account/subscription', cookies: lapsed })
    ).json<SubscriptionStatus>();
    expect(status).toMatchObject({ active: false, plan: null });
    expect(Date.parse(status.endedAt ?? '')).toBeLessThan(Date.now() - 9 * 86_400_000);
  });

  it('records a failure with PhonePe’s reason', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'failure', errorCode: 'TIMED_OUT' });
    expect(await settled(t, id)).toBe('failed');
    expect((await paymentOf(t, member, id)).failureCode).toBe('TIMED_OUT');
    // PhonePe never changes a decided payment.
    expect((await simulate(t, { merchantTransactionId: id, outcome: 'success' })).statusCode).toBe(409);
  });

  it('settles a payment PhonePe decided without notifying, on the reconciliation job’s schedule', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    const [job] = await rows<{ gap: number }>(
      t.database.db,
      sql`select extract(epoch from j.run_at - p.created_at)::float as gap
            from jobs j join payments p on p.merchant_transaction_id = ${id}
           where j.key = ${`${id}#1`}`,
    );
    // First check 20 s after the payment (to the millisecond: PostgreSQL keeps microseconds).
    expect(job?.gap).toBeCloseTo(20, 2);
    await simulate(t, { merchantTransactionId: id, outcome: 'success', callbacks: 0 });
    expect(await settled(t, id, 300)).toBe('pending');
    await t.database.db.execute(sql`update jobs set run_at = now() where key = ${`${id}#1`}`);
    await t.app.payments.queue.drain();
    expect(await settled(t, id)).toBe('succeeded');
  });

  it('books the next check while PhonePe says pending, and expires the payment after the last', async () => {
    const { merchantTransactionId: id } = (await buy(t, member, basic)).json<PaymentStarted>();
    await t.database.db.execute(sql`update jobs set run_at = now() where key = ${`${id}#1`}`);
    await t.app.payments.queue.drain();
    expect(
      await countOf(t, sql`select count(*)::int as n from jobs where key = ${`${id}#2`} and state = 'queued'`),
    ).toBe(1);
    // The last check finds it still pending: the payment expires.
    const last = RECONCILE_CHECKS_SECONDS.length;
    await t.database.db.execute(sql`delete from jobs where key like ${`${id}#%`}`);
    await t.app.payments.queue.enqueue(t.app.payments.service.reconcileJob, { merchantTransactionId: id, check: last });
    await t.app.payments.queue.drain();
    expect(await settled(t, id)).toBe('expired');
    expect((await paymentOf(t, member, id)).failureCode).toBe('EXPIRED');
    // Should PhonePe still take the money after we gave up, its notification activates the plan.
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id, 10_000, 'expired')).toBe('succeeded');
    expect((await paymentOf(t, member, id)).invoiceNumber).not.toBeNull();
  });

  it('honours Idempotency-Key: same key and body → same answer; another body → 422; still running → 409', async () => {
    const first = await buy(t, member, basic, 'key-one');
    const again = await buy(t, member, basic, 'key-one');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await buy(t, member, premium, 'key-one');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    // Another member's key of the same name is theirs alone.
    const someoneElse = await signIn(t.app, '+919811100003');
    expect((await buy(t, someoneElse, premium, 'key-one')).statusCode).toBe(201);
    // A request still running holds its key (its answer is not kept yet).
    const me = (await t.app.inject({ url: '/api/session', cookies: member })).json<{ user: { id: number } }>().user.id;
    const body = { planId: basic };
    await t.database.db.execute(
      sql`insert into idempotency_keys (user_id, key, fingerprint)
          values (${me}, 'key-two', ${fingerprintOf('POST', '/api/payments', body)})`,
    );
    const running = await buy(t, member, basic, 'key-two');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    // Only the first request with key-one made a payment.
    const made = sql`select count(*)::int as n from payments where user_id = ${me}`;
    const before = await countOf(t, made);
    await buy(t, member, basic, 'key-one');
    expect(await countOf(t, made)).toBe(before);
  });

  it('lets an operator refund a paid payment through PhonePe once: the plan ends, the invoice says refunded', async () => {
    const buyer = await signIn(t.app, '+919811100021');
    const operator = await signIn(t.app, '+919811100022');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919811100022'`);
    const { merchantTransactionId: id } = (await buy(t, buyer, premium)).json<PaymentStarted>();
    const refund = (cookies: Cookies, payload: object = { reason: 'card reported stolen' }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${id}/refunds`,
        payload,
        cookies,
        headers: site,
      });
    // Not yet paid: nothing to refund.
    expect((await refund(operator)).statusCode).toBe(409);
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');

    expect((await refund(buyer)).statusCode).toBe(403);
    expect((await refund(operator, { reason: '' })).statusCode).toBe(400);
    const [first, second] = await Promise.all([refund(operator), refund(operator)]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const done = [first, second].find((answer) => answer?.statusCode === 201)?.json<Refund>();
    expect(done).toMatchObject({ merchantTransactionId: id, amountPaise: 35_282, state: 'completed' });

    const payment = await paymentOf(t, buyer, id);
    expect(payment.state).toBe('refunded');
    const subscription = (
      await t.app.inject({ url: '/api/account/subscription', cookies: buyer })
    ).json<SubscriptionStatus>();
    expect(subscription.active).toBe(false);
    const invoice = (
      await t.app.inject({ url: `/api/account/invoices/${payment.invoiceNumber}`, cookies: buyer })
    ).json<Invoice>();
    expect(invoice.refunded).toBe(true);
    expect(await countOf(t, sql`select count(*)::int as n from refunds where state = 'completed'`)).toBe(1);
  });

  it('refuses the free plan, unknown plans, visitors and bad bodies clearly', async () => {
    expect(
      (await buy(t, member, (await t.app.inject({ url: '/api/plans/free' })).json<{ id: number }>().id)).json(),
    ).toMatchObject({
      status: 422,
      code: 'unprocessable',
    });
    expect((await buy(t, member, 9999)).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { planId: premium },
      headers: site,
    });
    expect(visitor.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { planId: 'premium' },
      cookies: member,
      headers: site,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ path: 'body.planId' }] });
  });
});
