import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentStarted } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { signIn, site } from './sign-in';
import type { TestApp } from './test-app';
import { settled, simulate } from './payments';

/**
 * Members subscribed on the sandbox, and time moved for them: time is moved by moving the rows (a
 * member's periods made to end soon, a notice made a day old, in our books and the sandbox's alike).
 */

/**
 * Subscribes to a plan (with Autopay unless told not to) and pays on the sandbox, as the member
 * would; `before` runs once they have signed in, before they choose the plan.
 */
export async function subscribed(
  t: TestApp,
  planId: number,
  mobile: string,
  options: { autopay?: boolean; before?: (userId: number) => Promise<void> } = {},
) {
  const member = await signIn(t.app, mobile);
  const [user] = await rows<{ id: number }>(t.database.db, sql`select id from users where mobile = ${mobile}`);
  const userId = user?.id ?? 0;
  await options.before?.(userId);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { planId, buyerState: '27', autopay: options.autopay ?? true },
    cookies: member,
    headers: site,
  });
  expect(started.statusCode, started.body).toBe(201);
  const { merchantTransactionId } = started.json<PaymentStarted>();
  await simulate(t, { merchantTransactionId, outcome: 'success' });
  expect(await settled(t, merchantTransactionId)).toBe('succeeded');
  return { member, userId };
}

/** The member's paid coverage ends in `hours` (their periods move back in time together). */
export async function endsIn(t: TestApp, userId: number, hours: number) {
  await t.database.db.execute(
    sql`with last as (select max(ends_at) - now() - make_interval(hours => ${hours}) as shift
                        from entitlements where user_id = ${userId} and source = 'payment')
        update entitlements e set starts_at = e.starts_at - last.shift, ends_at = e.ends_at - last.shift
          from last where e.user_id = ${userId} and e.source = 'payment'`,
  );
}

/** A day passes for the member's announced debits: NPCI's notice period is over, and they are due. */
export async function noticeServed(t: TestApp, userId: number) {
  await t.database.db.execute(
    sql`update phonepe_sandbox_transactions set created_at = created_at - interval '25 hours'
         where id in (select merchant_order_id from renewals where user_id = ${userId} and state = 'notified')`,
  );
  await t.database.db.execute(
    sql`update renewals set debit_at = now() - interval '1 minute' where user_id = ${userId} and state = 'notified'`,
  );
}

/** The member's plan periods in the ledger, oldest first. */
export async function periodsOf(t: TestApp, userId: number) {
  const periods = await rows<{
    source: string;
    planId: number;
    startsAt: string | Date;
    endsAt: string | Date;
    state: string;
    paymentId: number | null;
  }>(
    t.database.db,
    sql`select source, plan_id as "planId", starts_at as "startsAt", ends_at as "endsAt", state,
               payment_id as "paymentId"
          from entitlements where user_id = ${userId} and kind = 'plan' order by starts_at, id`,
  );
  // Raw rows carry timestamps as text on some drivers.
  return periods.map((period) => ({ ...period, startsAt: new Date(period.startsAt), endsAt: new Date(period.endsAt) }));
}
