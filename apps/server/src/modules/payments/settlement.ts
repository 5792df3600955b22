import { and, eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@reelhouse/contracts/payments';
import { rows, type Db } from '@reelhouse/db/database';
import { invoiceCounters, payments } from '@reelhouse/db/schema/payments';
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

const lockedColumns = {
  id: payments.id,
  userId: payments.userId,
  planId: payments.planId,
  orderId: payments.orderId,
  state: payments.state,
  amountPaise: payments.amountPaise,
};
interface LockedPayment {
  id: number;
  userId: number | null;
  planId: number | null;
  orderId: number | null;
  state: PaymentState;
  amountPaise: number;
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
    const [payment] = await tx
      .select(lockedColumns)
      .from(payments)
      .where(eq(payments.merchantTransactionId, merchantTransactionId))
      .for('update');
    if (!payment) return null;
    // Expired is our own give-up, not PhonePe's decision: a late word from PhonePe still counts.
    if (payment.state !== 'pending' && payment.state !== 'expired') return { state: payment.state, activated: false };
    if (status.outcome === 'pending') {
      await tx
        .update(payments)
        .set({ checkedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
      return { state: payment.state, activated: false };
    }
    if (status.outcome === 'failed') {
      await decide(tx, payment.id, 'failed', status);
      if (payment.orderId !== null) await orders?.unpaid(tx, payment.orderId, payment.id);
      return { state: 'failed', activated: false };
    }
    const mismatch =
      status.amountPaise !== payment.amountPaise
        ? 'AMOUNT_MISMATCH'
        : expectedMerchantId !== null && status.merchantId !== null && status.merchantId !== expectedMerchantId
          ? 'MERCHANT_MISMATCH'
          : null;
    const buyer = payment.userId;
    if (mismatch || buyer === null) {
      await decide(tx, payment.id, 'flagged', { ...status, code: mismatch ?? 'BUYER_DELETED' });
      return { state: 'flagged', activated: false };
    }
    await decide(tx, payment.id, 'succeeded', { ...status, code: null });
    if (payment.orderId !== null) await orders?.paid(tx, payment.orderId);
    else await activate(tx, { ...payment, userId: buyer });
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
    const [expired] = await tx
      .update(payments)
      .set({ state: 'expired', failureCode: 'EXPIRED', settledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.merchantTransactionId, merchantTransactionId), eq(payments.state, 'pending')))
      .returning({ id: payments.id, orderId: payments.orderId });
    if (expired?.orderId != null) await orders?.unpaid(tx, expired.orderId, expired.id);
    return expired !== undefined;
  });
}

async function decide(tx: Db, paymentId: number, state: PaymentState, status: GatewayPaymentStatus) {
  await tx
    .update(payments)
    .set({
      state,
      failureCode: status.code,
      // A status without the gateway's own id keeps the one an earlier answer gave.
      ...(status.gatewayTransactionId !== null && { gatewayTransactionId: status.gatewayTransactionId }),
      checkedAt: sql`now()`,
      settledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId));
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
async function activate(tx: Db, payment: LockedPayment & { userId: number }) {
  if (payment.planId === null) throw new Error(`payment ${payment.id} buys neither a plan nor an order`);
  const [credit] = await rows<{ paise: number }>(
    tx,
    sql`with target as (select position from plans where id = ${payment.planId}),
        lower as (
          select s.id, s.starts_at, s.ends_at, coalesce(pay.base_paise, p.price_paise) as paid_paise
            from subscriptions s
            join plans p on p.id = s.plan_id
            left join payments pay on pay.id = s.payment_id
            cross join target
           where s.user_id = ${payment.userId} and s.state = 'active' and s.ends_at > now()
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
    sql`with target as (select id, position, price_paise, billing_months from plans where id = ${payment.planId}),
        start as (
          select coalesce(max(s.ends_at), now()) as at
            from subscriptions s join plans p on p.id = s.plan_id cross join target
           where s.user_id = ${payment.userId} and s.state = 'active' and s.ends_at > now()
             and p.position >= target.position
        ),
        period as (
          select target.id, start.at, start.at + make_interval(months => target.billing_months) as ends_at,
                 ${credit?.paise ?? 0}::float8 / nullif(target.price_paise, 0) as credit_share
            from target, start
        )
        insert into subscriptions (user_id, plan_id, starts_at, ends_at, payment_id)
        select ${payment.userId}, id, at,
               ends_at + make_interval(secs => coalesce(credit_share, 0) * extract(epoch from ends_at - at)),
               ${payment.id}
          from period`,
  );
  const year = financialYearOf(new Date());
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
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
