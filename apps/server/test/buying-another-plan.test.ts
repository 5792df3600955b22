import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStarted, SubscriptionStatus } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { signIn } from './support/sign-in';
import type { TestApp } from './support/test-app';
import { buy, paymentApp, settled, simulate } from './support/payments';

/** Buying another plan while one runs: a better one starts now, a lower one waits (decision 0010). */
describe('buying another plan while one runs', () => {
  let t: TestApp;
  let premium: number;
  let basic: number;
  beforeAll(async () => {
    const app = await paymentApp('v2');
    t = app.t;
    premium = app.planId('premium');
    basic = app.planId('basic');
  });
  afterAll(() => t.close());

  it('upgrades at once with the unused part of the lower plan as extra time, and starts a lower plan when the better one ends', async () => {
    const upgrader = await signIn(t.app, '+919811100009');
    const pay = async (planId: number) => {
      const { merchantTransactionId: id } = (await buy(t, upgrader, planId)).json<PaymentStarted>();
      await simulate(t, { merchantTransactionId: id, outcome: 'success' });
      expect(await settled(t, id)).toBe('succeeded');
    };
    const status = async () =>
      (await t.app.inject({ url: '/api/account/subscription', cookies: upgrader })).json<SubscriptionStatus>();
    const daysUntil = (iso: string | null) => (Date.parse(iso ?? '') - Date.now()) / 86_400_000;

    await pay(basic);
    const month = daysUntil((await status()).endsAt);
    await pay(premium);
    const upgraded = await status();
    expect(upgraded).toMatchObject({ active: true, plan: { code: 'premium' } });
    // A whole month of Basic (₹149) left is worth 149/299 of a Premium month, added to the new month.
    expect(daysUntil(upgraded.endsAt)).toBeCloseTo(month * (1 + 14_900 / 29_900), 1);
    const periods = await rows<{ code: string; state: string; startsAt: string; endsAt: string }>(
      t.database.db,
      sql`select p.code, s.state, s.starts_at::text as "startsAt", s.ends_at::text as "endsAt"
            from entitlements s join plans p on p.id = s.plan_id join users u on u.id = s.user_id
           where u.mobile = '+919811100009' order by s.id`,
    );
    expect(periods.map((period) => [period.code, period.state])).toEqual([
      ['basic', 'ended'],
      ['premium', 'active'],
    ]);

    // Buying Basic while Premium runs: Basic waits for Premium to end, and Premium stays the plan now.
    await pay(basic);
    const queued = await rows<{ startsAt: Date }>(
      t.database.db,
      sql`select s.starts_at as "startsAt" from entitlements s join users u on u.id = s.user_id
           where u.mobile = '+919811100009' and s.state = 'active' order by s.id desc limit 1`,
    );
    expect(new Date(queued[0]?.startsAt ?? 0).toISOString()).toBe(upgraded.endsAt);
    expect(await status()).toMatchObject({ plan: { code: 'premium' }, endsAt: upgraded.endsAt });
  });
});
