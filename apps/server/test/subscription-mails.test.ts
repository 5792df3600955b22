import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanChangeResult } from '@reelhouse/contracts/plan-changes';
import { subscribed } from './support/autopay-members';
import { mailQueueSettled } from './support/mail-queue';
import { paymentApp, settled, simulate, type Cookies } from './support/payments';
import { site } from './support/sign-in';
import type { TestApp } from './support/test-app';

/** Each change to a subscription is confirmed by mail, in the member's language, once. */
describe('subscription confirmation mails', () => {
  let t: TestApp;
  let plans: Record<'basic' | 'premium', number>;
  beforeAll(async () => {
    const app = await paymentApp('v2');
    t = app.t;
    plans = { basic: app.planId('basic'), premium: app.planId('premium') };
  });
  afterAll(() => t.close());

  const outbox = async (to: string) =>
    (await t.app.inject({ url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` })).json<{
      items: { subject: string; text: string }[];
    }>().items;
  /** Mails to `to`, oldest first, once every queued one has gone. */
  async function mailsTo(to: string) {
    await mailQueueSettled(t);
    return (await outbox(to)).reverse();
  }
  const post = (cookies: Cookies, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, cookies, headers: site, ...(payload && { payload }) });

  /** A member who gave an address (and a language) before subscribing. */
  async function member(mobile: string, email: string, language = 'en', planId = plans.premium) {
    return subscribed(t, planId, mobile, {
      before: async (userId) => {
        await t.database.db.execute(sql`update users set email = ${email} where id = ${userId}`);
        await t.database.db.execute(
          sql`update profiles set language = ${language} where user_id = ${userId} and owner`,
        );
      },
    });
  }

  it('confirms subscribing, downgrading, keeping, cancelling and resuming, each once', async () => {
    const { member: cookies } = await member('+919844400001', 'ravi@example.com');
    expect((await post(cookies, '/api/account/subscription/change', { planId: plans.basic })).statusCode).toBe(200);
    expect((await post(cookies, '/api/account/subscription/change', { planId: plans.premium })).statusCode).toBe(200);
    expect((await post(cookies, '/api/account/subscription/cancel')).statusCode).toBe(200);
    // Refused (nothing to cancel): no mail.
    expect((await post(cookies, '/api/account/subscription/cancel')).statusCode).toBe(409);
    expect((await post(cookies, '/api/account/subscription/resume')).statusCode).toBe(200);

    const mails = await mailsTo('ravi@example.com');
    expect(mails.map(({ subject }) => subject)).toEqual([
      'Reelhouse: Your Premium plan is active',
      'Reelhouse: Your plan changes to Basic at renewal',
      'Reelhouse: You keep Premium',
      'Reelhouse: Renewal cancelled',
      'Reelhouse: Renewal resumed',
    ]);
    const [welcome, downgrade] = mails;
    expect(welcome?.text).toMatch(
      /^Thank you for subscribing\. Your Premium plan is active until .+\. It renews automatically on .+ as Premium for ₹352\.82/,
    );
    expect(welcome?.text).toMatch(/Paid: ₹352\.82 \(GST invoice \d{4}-\d{2}-\d{6}\)\./);
    expect(welcome?.text).toContain('/account?section=subscription');
    expect(downgrade?.text).toMatch(/then renews as Basic for ₹175\.82/);
  });

  it('writes in the member’s language, and confirms an upgrade with what was paid', async () => {
    const { member: cookies } = await member('+919844400002', 'claire@example.com', 'fr', plans.basic);
    const changed = (
      await post(cookies, '/api/account/subscription/change', { planId: plans.premium })
    ).json<PlanChangeResult>();
    const id = changed.payment?.merchantTransactionId ?? '';
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');

    const mails = await mailsTo('claire@example.com');
    expect(mails.map(({ subject }) => subject)).toEqual([
      expect.stringMatching(/^Reelhouse: Votre formule .+ est active$/),
      expect.stringMatching(/^Reelhouse: Vous êtes maintenant en .+$/),
    ]);
    const upgrade = mails[1]?.text ?? '';
    expect(upgrade).toMatch(/^Vous êtes passé de .+ à .+\. Elle court d’aujourd’hui au \d{1,2} \S+ \d{4}/);
    expect(upgrade).toContain(`Payé : ₹${((changed.quote.price?.totalPaise ?? 0) / 100).toFixed(2)} (facture GST`);
  });

  it('writes nothing to a member without an address', async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from jobs where kind = 'mail.send'`);
    await subscribed(t, plans.basic, '+919844400003');
    await mailQueueSettled(t);
    const after = await t.database.db.execute(sql`select count(*)::int as n from jobs where kind = 'mail.send'`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
