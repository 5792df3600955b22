import { sql } from 'drizzle-orm';
import type { PaymentState } from '@reelhouse/contracts/payments';
import { rows, type Db } from '@reelhouse/db/database';
import type { GatewayPaymentStatus } from '../../integrations/phonepe/payment-gateway';
import type { OrderSettlement } from './order-payments';

/** The Indian financial year (April to March, in IST) a moment falls in, e.g. "2026-27". */
export function financialYearOf(moment: Date): string {
  const ist = new Date(moment.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const invoiceNumber = (financialYear: string, sequence: number) =>
  `${financialYear}-${String(sequence).padStart(6, '0')}`;

interface LockedPayment {
  id: number;
  user_id: number | null;
  plan_id: number | null;
  order_id: number | null;
  state: PaymentState;
  amount_paise: number;
}

export interface SettlementResult {
  state: PaymentState;
  /** This call is the one that activated the plan (at most one ever does). */
  activated: boolean;
}

/**
 * Applies the gateway's status answer to a payment, exactly once: the payment row is locked for
 * the transaction, a payment the gateway decided is never changed again, and the subscription and invoice it
 * creates are unique per payment — so however many notifications, polls and page loads race, one
 * of them activates and the rest find it done. A success whose amount or merchant differs from
 * what we asked for is flagged for an operator instead.
 */
export async function settlePayment(
  db: Db,
  merchantTransactionId: string,
  status: GatewayPaymentStatus,
  expectedMerchantId: string | null,
  orders: OrderSettlement | null,
): Promise<SettlementResult | null> {
  return db.transaction(async (tx) => {
    const [payment] = await rows<LockedPayment>(
      tx,
      sql`select id, user_id, plan_id, order_id, state, amount_paise from payments
          where merchant_transaction_id = ${merchantTransactionId} for update`,
    );
    if (!payment) return null;
    // Expired is our own give-up, not PhonePe's decision: a late word from PhonePe still counts.
    if (payment.state !== 'pending' && payment.state !== 'expired') return { state: payment.state, activated: false };
    if (status.outcome === 'pending') {
      await tx.execute(sql`update payments set checked_at = now() where id = ${payment.id}`);
      return { state: payment.state, activated: false };
    }
    if (status.outcome === 'failed') {
      await decide(tx, payment.id, 'failed', status);
      if (payment.order_id !== null) await orders?.unpaid(tx, payment.order_id, payment.id);
      return { state: 'failed', activated: false };
    }
    const mismatch =
      status.amountPaise !== payment.amount_paise
        ? 'AMOUNT_MISMATCH'
        : expectedMerchantId !== null && status.merchantId !== null && status.merchantId !== expectedMerchantId
          ? 'MERCHANT_MISMATCH'
          : null;
    const buyer = payment.user_id;
    if (mismatch || buyer === null) {
      await decide(tx, payment.id, 'flagged', { ...status, code: mismatch ?? 'BUYER_DELETED' });
      return { state: 'flagged', activated: false };
    }
    await decide(tx, payment.id, 'succeeded', { ...status, code: null });
    if (payment.order_id !== null) await orders?.paid(tx, payment.order_id);
    else await activate(tx, { ...payment, user_id: buyer });
    return { state: 'succeeded', activated: true };
  });
}

/** Ends a payment the gateway never decided within its lifetime (and fails the order it was for). */
export async function expirePayment(
  db: Db,
  merchantTransactionId: string,
  orders: OrderSettlement | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [expired] = await rows<{ id: number; order_id: number | null }>(
      tx,
      sql`update payments set state = 'expired', failure_code = 'EXPIRED', settled_at = now(), updated_at = now()
          where merchant_transaction_id = ${merchantTransactionId} and state = 'pending' returning id, order_id`,
    );
    if (expired?.order_id != null) await orders?.unpaid(tx, expired.order_id, expired.id);
    return expired !== undefined;
  });
}

async function decide(tx: Db, paymentId: number, state: PaymentState, status: GatewayPaymentStatus) {
  await tx.execute(
    sql`update payments set state = ${state}, failure_code = ${status.code},
          gateway_transaction_id = coalesce(${status.gatewayTransactionId}, gateway_transaction_id),
          checked_at = now(), settled_at = now(), updated_at = now()
        where id = ${paymentId}`,
  );
}

/**
 * Puts the bought period in place, then numbers its invoice in the financial year.
 *
 * - The same plan again, or a lower one: the period starts when the member's periods of this plan
 *   or better end (buying again extends; a lower plan waits for the better one to run out).
 * - A better plan (higher position): the period starts now. The periods of lower plans end now,
 *   and what was left of them is not lost: their unused share of what was paid for them is turned
 *   into extra time on the new plan at its price (a ₹100 plan with half its month left adds
 *   ₹50 worth of the new plan's time). Google Play's "immediate with time proration" works so.
 */
async function activate(tx: Db, payment: LockedPayment & { user_id: number }) {
  if (payment.plan_id === null) throw new Error(`payment ${payment.id} buys neither a plan nor an order`);
  const [credit] = await rows<{ paise: number }>(
    tx,
    sql`with target as (select position from plans where id = ${payment.plan_id}),
        lower as (
          select s.id, s.starts_at, s.ends_at, coalesce(pay.base_paise, p.price_paise) as paid_paise
            from subscriptions s
            join plans p on p.id = s.plan_id
            left join payments pay on pay.id = s.payment_id
            cross join target
           where s.user_id = ${payment.user_id} and s.state = 'active' and s.ends_at > now()
             and p.position < target.position
           for update of s
        ),
        replaced as (
          update subscriptions s set state = 'ended', ends_at = greatest(now(), s.starts_at + interval '1 second')
            from lower where s.id = lower.id returning s.id
        )
        select coalesce(sum(paid_paise * extract(epoch from ends_at - greatest(starts_at, now()))
                            / extract(epoch from ends_at - starts_at)), 0)::float8 as paise
          from lower`,
  );
  await tx.execute(
    sql`with target as (select id, position, price_paise, billing_months from plans where id = ${payment.plan_id}),
        start as (
          select coalesce(max(s.ends_at), now()) as at
            from subscriptions s join plans p on p.id = s.plan_id cross join target
           where s.user_id = ${payment.user_id} and s.state = 'active' and s.ends_at > now()
             and p.position >= target.position
        ),
        period as (
          select target.id, start.at, start.at + make_interval(months => target.billing_months) as ends_at,
                 ${credit?.paise ?? 0}::float8 / nullif(target.price_paise, 0) as credit_share
            from target, start
        )
        insert into subscriptions (user_id, plan_id, starts_at, ends_at, payment_id)
        select ${payment.user_id}, id, at,
               ends_at + make_interval(secs => coalesce(credit_share, 0) * extract(epoch from ends_at - at)),
               ${payment.id}
          from period`,
  );
  const year = financialYearOf(new Date());
  const [counter] = await rows<{ last: number }>(
    tx,
    sql`insert into invoice_counters (financial_year, last) values (${year}, 1)
        on conflict (financial_year) do update set last = invoice_counters.last + 1
        returning last`,
  );
  const sequence = counter?.last ?? 1;
  await tx.execute(
    sql`insert into invoices (number, financial_year, sequence, payment_id, user_id, buyer_name, buyer_mobile,
                              plan_name, period_start, period_end, base_paise, gst_basis_points, gst_paise, total_paise)
        select ${invoiceNumber(year, sequence)}, ${year}, ${sequence}, pay.id, u.id,
               nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.mobile, t.name,
               s.starts_at, s.ends_at, pay.base_paise, pay.gst_basis_points, pay.gst_paise, pay.amount_paise
          from payments pay
          join subscriptions s on s.payment_id = pay.id
          join users u on u.id = pay.user_id
          join plan_translations t on t.plan_id = pay.plan_id and t.lang = 'en'
         where pay.id = ${payment.id}`,
  );
}
