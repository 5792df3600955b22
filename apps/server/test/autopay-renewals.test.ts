import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { site } from './support/sign-in';
import {
  endsIn as movePeriodEnd,
  noticeServed as serveNotice,
  periodsOf as ledgerPeriodsOf,
  subscribed as subscribeAs,
} from './support/autopay-members';
import type { TestApp } from './support/test-app';
import { settlePayment } from '../src/modules/payments/settlement.service';
import { paymentApp, settled, type Cookies } from './support/payments';

/**
 * Renewal through Autopay on the sandbox, from the member's first payment to periods renewed, retried
 * and lapsed. Time is moved by moving the rows: a member's period is made to end soon, and a notice
 * is made a day old, in our books and the sandbox's alike.
 */
describe('renewing a plan through a PhonePe Autopay mandate (sandbox)', () => {
  let t: TestApp;
  let premium: number;
  beforeAll(async () => {
    const app = await paymentApp('v2');
    t = app.t;
    premium = app.planId('premium');
  });
  afterAll(() => t.close());

  const subscription = async (cookies: Cookies) =>
    (await t.app.inject({ url: '/api/account/subscription', cookies })).json<SubscriptionStatus>();

  const subscribed = (mobile: string) => subscribeAs(t, premium, mobile);
  const endsIn = (userId: number, hours: number) => movePeriodEnd(t, userId, hours);
  const noticeServed = (userId: number) => serveNotice(t, userId);
  const periodsOf = (userId: number) => ledgerPeriodsOf(t, userId);

  it('sets up the mandate with the first payment and shows what renews when', async () => {
    const { member } = await subscribed('+919822200001');
    const status = await subscription(member);
    expect(status).toMatchObject({
      active: true,
      autoRenew: true,
      mandate: { state: 'active', maxAmountPaise: expect.any(Number) },
      renewal: { plan: { code: 'premium' }, amountPaise: 35_282 },
    });
    expect(status.nextRenewalAt).toBe(status.endsAt);
    expect(status.mandate?.maxAmountPaise).toBeGreaterThanOrEqual(35_282);
  });

  it('announces the debit a day ahead, debits it, and the renewed period starts where the last ended', async () => {
    const { member, userId } = await subscribed('+919822200002');
    await endsIn(userId, 30);
    const [before] = await periodsOf(userId);
    expect((await t.app.payments.renewals.run()).announced).toBe(1);
    // Announced once: the schedule running again changes nothing.
    expect((await t.app.payments.renewals.run()).announced).toBe(0);
    const announced = await subscription(member);
    expect(Date.parse(announced.nextRenewalAt ?? '')).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await noticeServed(userId);
    expect((await t.app.payments.renewals.run()).debited).toBe(1);
    const [renewal] = await rows<{ merchantOrderId: string }>(
      t.database.db,
      sql`select merchant_order_id as "merchantOrderId" from renewals where user_id = ${userId}`,
    );
    expect(await settled(t, renewal?.merchantOrderId ?? '')).toBe('succeeded');
    const periods = await periodsOf(userId);
    expect(periods).toHaveLength(2);
    expect(new Date(periods[1]?.startsAt ?? 0).getTime()).toBe(new Date(before?.endsAt ?? 1).getTime());
    const [invoice] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from invoices i join payments p on p.id = i.payment_id
           where p.merchant_transaction_id = ${renewal?.merchantOrderId ?? ''} and p.purpose = 'renewal'`,
    );
    expect(invoice?.n).toBe(1);
    expect((await t.app.payments.renewals.run()).announced).toBe(0);
  });

  /** `hours` pass for one member: their periods, grace days and renewal attempts move back together. */
  async function travel(userId: number, hours: number) {
    const shift = sql`make_interval(hours => ${hours})`;
    await t.database.db.execute(
      sql`update entitlements set starts_at = starts_at - ${shift}, ends_at = ends_at - ${shift} where user_id = ${userId}`,
    );
    await t.database.db.execute(
      sql`update renewals set due_at = due_at - ${shift}, debit_at = debit_at - ${shift} where user_id = ${userId}`,
    );
  }

  const mandateOf = async (userId: number) =>
    (
      await rows<{ id: string }>(
        t.database.db,
        sql`select merchant_subscription_id as id from payment_mandates where user_id = ${userId}`,
      )
    )[0]?.id ?? '';

  /** The member's bank (the sandbox) acts on their mandate: revokes it, declines debits, delays webhooks. */
  const bankSays = async (userId: number, settings: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/simulate/mandate',
      payload: { merchantSubscriptionId: await mandateOf(userId), ...settings },
    });

  /** Runs the schedule until the member's announced debit has been tried, and answers its outcome. */
  async function debitTried(userId: number): Promise<string> {
    await noticeServed(userId);
    expect((await t.app.payments.renewals.run()).debited).toBeGreaterThanOrEqual(0);
    const [last] = await rows<{ id: string }>(
      t.database.db,
      sql`select merchant_order_id as id from renewals where user_id = ${userId} order by id desc limit 1`,
    );
    return settled(t, last?.id ?? '');
  }

  it('retries a declined debit after a day and after three, keeps the member watching meanwhile, then lapses', async () => {
    const { member, userId } = await subscribed('+919822200003');
    await bankSays(userId, { declineDebits: 3 });
    await endsIn(userId, 30);
    await t.app.payments.renewals.run();
    expect(await debitTried(userId)).toBe('failed');
    const grace = (await periodsOf(userId)).filter((period) => period.source === 'grace');
    expect(grace).toMatchObject([{ state: 'active' }]);

    // The period has ended: grace days keep the plan while the second attempt is announced and tried.
    await travel(userId, 40);
    expect((await subscription(member)).active).toBe(true);
    expect((await t.app.payments.renewals.run()).announced).toBe(1);
    expect(await debitTried(userId)).toBe('failed');

    await travel(userId, 48);
    expect((await t.app.payments.renewals.run()).announced).toBe(1);
    expect(await debitTried(userId)).toBe('failed');
    expect((await t.app.payments.renewals.run()).lapsed).toBe(1);

    const attempts = await rows<{ attempt: number; state: string; code: string }>(
      t.database.db,
      sql`select attempt, state, failure_code as code from renewals where user_id = ${userId} order by attempt`,
    );
    expect(attempts).toEqual([1, 2, 3].map((attempt) => ({ attempt, state: 'failed', code: 'INSUFFICIENT_FUNDS' })));
    const status = await subscription(member);
    expect(status).toMatchObject({ active: false, autoRenew: false, nextRenewalAt: null });
    expect((await periodsOf(userId)).filter((period) => period.source === 'grace')).toMatchObject([{ state: 'ended' }]);
    // Nothing more is tried.
    expect(await t.app.payments.renewals.run()).toEqual({ announced: 0, debited: 0, lapsed: 0 });
  });

  it('renews once however many times, and however late, the debit’s webhook arrives', async () => {
    const { userId } = await subscribed('+919822200004');
    await bankSays(userId, { debitCallbacks: 4, debitCallbackDelayMs: 1500 });
    await endsIn(userId, 30);
    await t.app.payments.renewals.run();
    // The status checks settle it before the late webhooks come.
    await noticeServed(userId);
    await t.app.payments.renewals.run();
    const [renewal] = await rows<{ id: string }>(
      t.database.db,
      sql`select merchant_order_id as id from renewals where user_id = ${userId}`,
    );
    await t.app.payments.service.check(renewal?.id ?? '');
    expect(await settled(t, renewal?.id ?? '')).toBe('succeeded');
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: number }>(
              t.database.db,
              sql`select count(*)::int as n from payment_events e join payments p on p.id = e.payment_id
                 where p.merchant_transaction_id = ${renewal?.id ?? ''}`,
            )
          )[0]?.n,
      )
      .toBe(1);
    await t.app.payments.queue.drain();
    expect((await periodsOf(userId)).filter((period) => period.source === 'payment')).toHaveLength(2);
  });

  it('holds a renewal PhonePe reports with another amount for the operator: the member keeps watching, nothing is debited again', async () => {
    const { userId } = await subscribed('+919822200009');
    await bankSays(userId, { debitCallbacks: 0 });
    await endsIn(userId, 30);
    await t.app.payments.renewals.run();
    await noticeServed(userId);
    await t.app.payments.renewals.run();
    const [renewal] = await rows<{ id: string }>(
      t.database.db,
      sql`select merchant_order_id as id from renewals where user_id = ${userId}`,
    );
    const id = renewal?.id ?? '';
    const answer = {
      outcome: 'succeeded' as const,
      amountPaise: 100,
      merchantId: null,
      gatewayTransactionId: 'T9',
      code: null,
    };
    expect(await settlePayment(t.database.db, id, answer, null, { orders: null })).toMatchObject({ state: 'flagged' });
    const attempts = await rows<{ state: string; code: string | null }>(
      t.database.db,
      sql`select state, failure_code as code from renewals where user_id = ${userId}`,
    );
    expect(attempts).toEqual([{ state: 'flagged', code: 'AMOUNT_MISMATCH' }]);
    // Money may have moved: no retry debits again while an operator looks; the member keeps watching.
    await travel(userId, 30 + 24 * 5);
    expect((await t.app.payments.renewals.run()).announced).toBe(0);
    expect((await periodsOf(userId)).filter((period) => period.source === 'grace')).toHaveLength(1);
  });

  it('stops renewing when the member revokes the mandate in their UPI app', async () => {
    const { member, userId } = await subscribed('+919822200005');
    const revoked = await bankSays(userId, { action: 'revoke' });
    expect(revoked.statusCode).toBe(200);
    await expect.poll(async () => (await subscription(member)).mandate?.state).toBe('revoked');
    expect(await subscription(member)).toMatchObject({ active: true, autoRenew: false, nextRenewalAt: null });
    await endsIn(userId, 30);
    expect((await t.app.payments.renewals.run()).announced).toBe(0);
  });

  const change = (cookies: Cookies, action: 'cancel' | 'resume') =>
    t.app.inject({ method: 'POST', url: `/api/account/subscription/${action}`, cookies, headers: site });

  it('cancels: nothing more is debited, the plan runs to its end, resuming restores renewal on the same mandate', async () => {
    const { member, userId } = await subscribed('+919822200006');
    await endsIn(userId, 30);
    await t.app.payments.renewals.run();
    const cancelled = await change(member, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<SubscriptionStatus>()).toMatchObject({ active: true, autoRenew: false, nextRenewalAt: null });
    // The debit announced before the cancel is dropped, and none is announced after it.
    const [announced] = await rows<{ state: string }>(
      t.database.db,
      sql`select state from renewals where user_id = ${userId}`,
    );
    expect(announced?.state).toBe('dropped');
    await noticeServed(userId);
    expect(await t.app.payments.renewals.run()).toMatchObject({ announced: 0, debited: 0 });
    expect((await change(member, 'cancel')).json()).toMatchObject({
      status: 409,
      detail: 'Your plan does not renew by itself: there is nothing to cancel.',
    });
    // The mandate stays while the plan runs, so that the member can change their mind.
    await t.app.payments.changes.endUnusedMandates();
    expect((await subscription(member)).mandate?.state).toBe('active');

    const resumed = await change(member, 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<SubscriptionStatus>()).toMatchObject({ autoRenew: true, mandate: { state: 'active' } });
    // The debit announced before the cancel is back: its notice still stands at PhonePe.
    expect((await subscription(member)).nextRenewalAt).not.toBeNull();
    await noticeServed(userId);
    expect(await t.app.payments.renewals.run()).toMatchObject({ announced: 0, debited: 1 });
    expect((await change(member, 'resume')).json()).toMatchObject({
      status: 409,
      detail: 'Your plan has not been cancelled: there is nothing to resume.',
    });
  });

  it('ends the mandate at PhonePe once a cancelled plan has run out, and refuses to resume after', async () => {
    const { member, userId } = await subscribed('+919822200007');
    await change(member, 'cancel');
    await travel(userId, 24 * 40);
    expect(await t.app.payments.changes.endUnusedMandates()).toBeGreaterThanOrEqual(1);
    expect((await subscription(member)).mandate?.state).toBe('cancelled');
    const [atBank] = await rows<{ state: string }>(
      t.database.db,
      sql`select s.state from phonepe_sandbox_mandates s join payment_mandates m on m.merchant_subscription_id = s.id
           where m.user_id = ${userId}`,
    );
    expect(atBank?.state).toBe('CANCELLED');
    expect((await change(member, 'resume')).json()).toMatchObject({
      status: 409,
      detail: 'Your plan has ended: choose a plan to subscribe again.',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/subscription/cancel', headers: site })).statusCode,
    ).toBe(401);
  });
});
