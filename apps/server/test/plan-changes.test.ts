import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanChangeQuote, PlanChangeResult } from '@reelhouse/contracts/plan-changes';
import type { Invoice, SubscriptionStatus } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { endsIn, noticeServed, periodsOf, subscribed } from './support/autopay-members';
import { paymentApp, settled, simulate, type Cookies } from './support/payments';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

/** Upgrading and downgrading a plan on the sandbox (PhonePe v2): the quote, the payment, the ledger. */
describe('changing plans: upgrade now for the prorated difference, downgrade from the next renewal', () => {
  let t: TestApp;
  let plans: Record<'free' | 'basic' | 'premium', number>;
  beforeAll(async () => {
    const app = await paymentApp('v2');
    t = app.t;
    plans = { free: app.planId('free'), basic: app.planId('basic'), premium: app.planId('premium') };
  });
  afterAll(() => t.close());

  const quote = (cookies: Cookies, planId: number) =>
    t.app.inject({ url: `/api/account/subscription/change?planId=${planId}`, cookies });
  const change = (cookies: Cookies, planId: number | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/subscription/change',
      payload: { planId },
      cookies,
      headers: site,
    });
  const subscription = async (cookies: Cookies) =>
    (await t.app.inject({ url: '/api/account/subscription', cookies })).json<SubscriptionStatus>();

  /** `days` of the member's periods pass: they move back in time together. */
  async function daysPass(userId: number, days: number) {
    await t.database.db.execute(
      sql`update entitlements set starts_at = starts_at - make_interval(days => ${days}),
                                  ends_at = ends_at - make_interval(days => ${days})
           where user_id = ${userId}`,
    );
  }

  /** Upgrades to Premium and pays the difference on the sandbox; answers what the change said. */
  async function upgraded(member: Cookies) {
    const changed = await change(member, plans.premium);
    expect(changed.statusCode, changed.body).toBe(200);
    const result = changed.json<PlanChangeResult>();
    const id = result.payment?.merchantTransactionId ?? '';
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');
    return { ...result, merchantTransactionId: id };
  }

  it('quotes an upgrade halfway through the month at half the difference, and states it before paying', async () => {
    const { member, userId } = await subscribed(t, plans.basic, '+919833300001');
    await daysPass(userId, 15);
    const answer = await quote(member, plans.premium);
    expect(answer.statusCode, answer.body).toBe(200);
    const offer = answer.json<PlanChangeQuote>();
    const { endsAt } = await subscription(member);
    const [held] = await periodsOf(t, userId);
    const length = (held?.endsAt.getTime() ?? 0) - (held?.startsAt.getTime() ?? 0);
    const share = (Date.parse(endsAt ?? '') - Date.now()) / length;
    expect(offer).toMatchObject({
      kind: 'upgrade',
      from: { code: 'basic' },
      to: { code: 'premium' },
      until: endsAt,
      renewalPaise: 35_282,
    });
    // (₹299 − ₹149) × the share of the month left, to within a paisa of rounding and the month's length.
    expect(Math.abs((offer.price?.basePaise ?? 0) - 15_000 * share)).toBeLessThan(200);
    expect(offer.price?.totalPaise).toBe((offer.price?.basePaise ?? 0) + (offer.price?.gstPaise ?? 0));
    // Only a quote: nothing was paid or changed.
    expect((await subscription(member)).plan?.code).toBe('basic');
  });

  it('upgrades at once when the difference is paid: Premium until the same end, renewing as Premium, on its own invoice line', async () => {
    const { member, userId } = await subscribed(t, plans.basic, '+919833300002');
    const before = await subscription(member);
    const { quote: offer, merchantTransactionId } = await upgraded(member);

    const after = await subscription(member);
    expect(after).toMatchObject({ active: true, plan: { code: 'premium' }, endsAt: before.endsAt, autoRenew: true });
    expect(after.renewal).toMatchObject({ plan: { code: 'premium' }, amountPaise: 35_282 });
    const periods = await periodsOf(t, userId);
    expect(periods.map(({ planId, state }) => [planId, state])).toEqual([
      [plans.basic, 'ended'],
      [plans.premium, 'active'],
    ]);
    expect(periods[1]?.endsAt.toISOString()).toBe(before.endsAt);

    const [invoice] = await rows<{ number: string }>(
      t.database.db,
      sql`select i.number from invoices i join payments p on p.id = i.payment_id
           where p.merchant_transaction_id = ${merchantTransactionId} and p.purpose = 'upgrade'`,
    );
    const document = (
      await t.app.inject({ url: `/api/account/invoices/${invoice?.number}`, cookies: member })
    ).json<Invoice>();
    expect(document).toMatchObject({ planName: 'Premium', upgradedFrom: 'Basic', basePaise: offer.price?.basePaise });
    expect(document.totalPaise).toBe(offer.price?.totalPaise);
  });

  it('upgrades a plan bought once, without Autopay, the same way', async () => {
    const { member, userId } = await subscribed(t, plans.basic, '+919833300003', { autopay: false });
    const offer = (await quote(member, plans.premium)).json<PlanChangeQuote>();
    expect(offer).toMatchObject({ kind: 'upgrade', renewalPaise: null });
    await upgraded(member);
    expect(await subscription(member)).toMatchObject({ plan: { code: 'premium' }, autoRenew: false });
    expect((await periodsOf(t, userId)).filter(({ state }) => state === 'active')).toHaveLength(1);
  });

  it('takes an upgrade paid twice once: the second payment is flagged for a refund and changes nothing', async () => {
    const { member, userId } = await subscribed(t, plans.basic, '+919833300004');
    const first = (await change(member, plans.premium)).json<PlanChangeResult>();
    const second = (await change(member, plans.premium)).json<PlanChangeResult>();
    for (const { payment } of [first, second])
      await simulate(t, { merchantTransactionId: payment?.merchantTransactionId, outcome: 'success' });
    expect(await settled(t, first.payment?.merchantTransactionId ?? '')).toBe('succeeded');
    expect(await settled(t, second.payment?.merchantTransactionId ?? '')).toBe('flagged');
    const [flag] = await rows<{ code: string }>(
      t.database.db,
      sql`select failure_code as code from payments where merchant_transaction_id = ${second.payment?.merchantTransactionId ?? ''}`,
    );
    expect(flag?.code).toBe('NOTHING_TO_UPGRADE');
    expect((await periodsOf(t, userId)).filter(({ state }) => state === 'active')).toHaveLength(1);
  });

  it('downgrades from the next renewal: the plan stays, the next period is debited and runs on the lower plan', async () => {
    const { member, userId } = await subscribed(t, plans.premium, '+919833300005');
    const changed = await change(member, plans.basic);
    expect(changed.statusCode, changed.body).toBe(200);
    const result = changed.json<PlanChangeResult>();
    expect(result.payment).toBeNull();
    expect(result.quote).toMatchObject({ kind: 'downgrade', effectiveAt: result.subscription.endsAt, price: null });
    expect(result.subscription).toMatchObject({
      plan: { code: 'premium' },
      renewal: { plan: { code: 'basic' }, amountPaise: 17_582 },
    });

    await endsIn(t, userId, 30);
    expect((await t.app.payments.renewals.run()).announced).toBe(1);
    await noticeServed(t, userId);
    await t.app.payments.renewals.run();
    const [renewal] = await rows<{ id: string; amount: number }>(
      t.database.db,
      sql`select merchant_order_id as id, amount_paise as amount from renewals where user_id = ${userId}`,
    );
    expect(renewal?.amount).toBe(17_582);
    expect(await settled(t, renewal?.id ?? '')).toBe('succeeded');
    const periods = await periodsOf(t, userId);
    expect(periods.map(({ planId }) => planId)).toEqual([plans.premium, plans.basic]);
    expect(periods[1]?.startsAt.getTime()).toBe(periods[0]?.endsAt.getTime());
    const [standing] = await rows<{ planId: number; nextPlanId: number | null }>(
      t.database.db,
      sql`select plan_id as "planId", next_plan_id as "nextPlanId" from member_subscriptions where user_id = ${userId}`,
    );
    expect(standing).toEqual({ planId: plans.basic, nextPlanId: null });
  });

  it('undoes a downgrade when the member chooses their own plan again', async () => {
    const { member } = await subscribed(t, plans.premium, '+919833300006');
    await change(member, plans.basic);
    const kept = await change(member, plans.premium);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<PlanChangeResult>()).toMatchObject({
      quote: { kind: 'keep' },
      payment: null,
      subscription: { renewal: { plan: { code: 'premium' } } },
    });
  });

  it('refuses what cannot be done, saying why, and changes nothing', async () => {
    const refusal = async (answer: Awaited<ReturnType<typeof change>>, status: number, reason?: string) => {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      if (reason) expect(answer.json()).toMatchObject({ reason });
    };
    const newcomer = await signIn(t.app, '+919833300007');
    await refusal(await change(newcomer, plans.premium), 409, 'no_plan');

    const { member, userId } = await subscribed(t, plans.premium, '+919833300008');
    await refusal(await change(member, plans.premium), 409, 'same_plan');
    await refusal(await change(member, plans.free), 409, 'free_plan');
    await refusal(await change(member, 999_999), 404);
    await refusal(await change(member, 'premium'), 400);
    await refusal(await quote(member, 0), 400);

    const oneTime = await subscribed(t, plans.premium, '+919833300009', { autopay: false });
    await refusal(await change(oneTime.member, plans.basic), 409, 'not_renewing');

    // Once the renewal is announced to the bank, the plan stays as it is until it is done.
    await endsIn(t, userId, 30);
    await t.app.payments.renewals.run();
    await refusal(await change(member, plans.basic), 409, 'renewal_under_way');
    expect((await subscription(member)).renewal?.plan.code).toBe('premium');
  });

  it('lets only members change plans', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/account/subscription/change',
      payload: { planId: plans.premium },
      headers: site,
    });
    expect(answer.statusCode).toBe(401);
  });
});
