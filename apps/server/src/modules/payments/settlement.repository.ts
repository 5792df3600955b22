import { and, eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@reelhouse/contracts/payments';
import type { PaymentPurpose } from '@reelhouse/contracts/subscriptions';
import { rows, type Db } from '@reelhouse/db/database';
import { invoiceCounters, payments } from '@reelhouse/db/schema/payments';
import type { GatewayPaymentStatus } from '../../integrations/phonepe/payment-gateway';
import { periodValue } from './plan-changes.repository';

export interface LockedPayment {
  id: number;
  userId: number | null;
  planId: number | null;
  orderId: number | null;
  purpose: PaymentPurpose;
  state: PaymentState;
  amountPaise: number;
}

const lockedColumns = {
  id: payments.id,
  userId: payments.userId,
  planId: payments.planId,
  orderId: payments.orderId,
  purpose: payments.purpose,
  state: payments.state,
  amountPaise: payments.amountPaise,
};

/**
 * The statements that settle a payment, run on the settling transaction (`tx`): the payment's row
 * lock and state, the plan period it writes into the entitlement ledger and the invoice numbered for it. Which of them run, and
 * in what order, is the settlement service's rule.
 */
export class SettlementRepository {
  constructor(private readonly tx: Db) {}

  async lock(merchantTransactionId: string): Promise<LockedPayment | null> {
    const [payment] = await this.tx
      .select(lockedColumns)
      .from(payments)
      .where(eq(payments.merchantTransactionId, merchantTransactionId))
      .for('update');
    return payment ?? null;
  }

  async markChecked(paymentId: number): Promise<void> {
    await this.tx
      .update(payments)
      .set({ checkedAt: sql`now()` })
      .where(eq(payments.id, paymentId));
  }

  async decide(paymentId: number, state: PaymentState, status: GatewayPaymentStatus): Promise<void> {
    await this.tx
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

  /** Expires the payment if it is still pending; what it was for, or null when it was not pending. */
  async expireIfPending(
    merchantTransactionId: string,
  ): Promise<{ id: number; orderId: number | null; purpose: PaymentPurpose } | null> {
    const [expired] = await this.tx
      .update(payments)
      .set({ state: 'expired', failureCode: 'EXPIRED', settledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.merchantTransactionId, merchantTransactionId), eq(payments.state, 'pending')))
      .returning({ id: payments.id, orderId: payments.orderId, purpose: payments.purpose });
    return expired ?? null;
  }

  /**
   * Ends now the member's running periods of plans below `planId` and answers what was paid for
   * their unused time, in paise (one statement, so the periods are locked, ended and valued at once).
   */
  async endLowerPlanPeriods(userId: number, planId: number): Promise<number> {
    const [credit] = await rows<{ paise: number }>(
      this.tx,
      sql`with target as (select position from plans where id = ${planId}),
          lower as (
            select s.id, s.starts_at, s.ends_at, ${periodValue} as paid_paise
              from entitlements s
              join plans p on p.id = s.plan_id
              left join payments pay on pay.id = s.payment_id
              cross join target
             where s.user_id = ${userId} and s.state = 'active' and s.ends_at > now()
               and p.position < target.position
             for update of s
          ),
          replaced as (
            update entitlements s set state = 'ended', ends_at = greatest(now(), s.starts_at + interval '1 second')
              from lower where s.id = lower.id returning s.id
          )
          select coalesce(sum(paid_paise * extract(epoch from ends_at - greatest(starts_at, now()))
                              / extract(epoch from ends_at - starts_at)), 0)::float8 as paise
            from lower`,
    );
    return credit?.paise ?? 0;
  }

  /**
   * The member's periods an upgrade replaces, locked: those of plans below the better one that run
   * now or later, up to the end the upgrade was priced for (to the millisecond, as it was priced).
   * None when another payment upgraded them.
   */
  async lockUpgraded(paymentId: number): Promise<number[]> {
    const held = await rows<{ id: number }>(
      this.tx,
      sql`select e.id from payments pay
            join plans target on target.id = pay.plan_id
            join entitlements e on e.user_id = pay.user_id
            join plans p on p.id = e.plan_id
           where pay.id = ${paymentId} and e.kind = 'plan' and e.state = 'active' and e.source <> 'grace'
             and e.ends_at > now() and date_trunc('milliseconds', e.ends_at) <= pay.covers_until
             and p.position < target.position
           for update of e`,
    );
    return held.map(({ id }) => id);
  }

  /** Ends the replaced periods now and puts the better plan in their place, until the upgrade's end. */
  async upgrade(paymentId: number, replaced: readonly number[]): Promise<void> {
    await this.tx.execute(
      sql`update entitlements set state = 'ended', ends_at = greatest(now(), starts_at + interval '1 second')
           where id in (${sql.join([...replaced], sql`, `)})`,
    );
    await this.tx.execute(
      sql`insert into entitlements (user_id, kind, source, plan_id, starts_at, ends_at, payment_id)
          select user_id, 'plan', 'payment', plan_id, now(), covers_until, id from payments
           where id = ${paymentId} and covers_until > now()`,
    );
  }

  /**
   * Adds a period of a plan: it starts when the member's periods of this plan or a better one end
   * (now if none), or at `startsAt` (a renewal starts when the renewed period ended). One a payment
   * bought lasts the plan's billing months, lengthened by `creditPaise` worth of the plan's time;
   * one an operator grants lasts its days, with no payment.
   */
  async addPeriod(
    period: { userId: number; planId: number; startsAt?: Date } & (
      { paymentId: number; creditPaise: number } | { grant: { by: number; reason: string; days: number } }
    ),
  ): Promise<void> {
    const grant = 'grant' in period ? period.grant : null;
    const paymentId = 'paymentId' in period ? period.paymentId : null;
    const creditPaise = 'creditPaise' in period ? period.creditPaise : 0;
    const length = grant
      ? sql`make_interval(days => ${grant.days})`
      : sql`make_interval(months => target.billing_months)`;
    await this.tx.execute(
      sql`with target as (select id, position, price_paise, billing_months from plans where id = ${period.planId}),
          start as (
            select coalesce(${period.startsAt?.toISOString() ?? null}::timestamptz, max(s.ends_at), now()) as at
              from entitlements s join plans p on p.id = s.plan_id cross join target
             where s.user_id = ${period.userId} and s.state = 'active' and s.ends_at > now()
               and p.position >= target.position
          ),
          bought as (
            select target.id, start.at, start.at + ${length} as ends_at,
                   ${creditPaise}::float8 / nullif(target.price_paise, 0) as credit_share
              from target, start
          )
          insert into entitlements (user_id, kind, source, plan_id, starts_at, ends_at, payment_id, granted_by, grant_reason)
          select ${period.userId}, 'plan', ${grant ? 'grant' : 'payment'}, id, at,
                 ends_at + make_interval(secs => coalesce(credit_share, 0) * extract(epoch from ends_at - at)),
                 ${paymentId}, ${grant?.by ?? null}, ${grant?.reason ?? null}
            from bought`,
    );
  }

  /** The next invoice number's sequence in a financial year (the counter row is locked until commit). */
  async nextInvoiceSequence(financialYear: string): Promise<number> {
    const [counter] = await this.tx
      .insert(invoiceCounters)
      .values({ financialYear, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { last: sql`${invoiceCounters.last} + 1` } })
      .returning({ last: invoiceCounters.last });
    return counter?.last ?? 1;
  }

  /** Writes the GST invoice of a plan payment, copying buyer, plan and period as they are now. */
  async writeInvoice(paymentId: number, invoice: { number: string; financialYear: string; sequence: number }) {
    await this.tx.execute(
      sql`insert into invoices (number, financial_year, sequence, payment_id, entitlement_id, user_id, buyer_name, buyer_mobile,
                                plan_name, upgraded_from, period_start, period_end, base_paise, gst_basis_points, gst_paise,
                                seller_state, place_of_supply, cgst_paise, sgst_paise, igst_paise, total_paise)
          select ${invoice.number}, ${invoice.financialYear}, ${invoice.sequence}, pay.id, s.id, u.id,
                 nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.mobile, t.name,
                 (select name from plan_translations where plan_id = pay.upgraded_from_plan_id and lang = 'en'),
                 s.starts_at, s.ends_at, pay.base_paise, pay.gst_basis_points, pay.gst_paise,
                 pay.seller_state, pay.place_of_supply, pay.cgst_paise, pay.sgst_paise, pay.igst_paise, pay.amount_paise
            from payments pay
            join entitlements s on s.payment_id = pay.id
            join users u on u.id = pay.user_id
            join plan_translations t on t.plan_id = pay.plan_id and t.lang = 'en'
           where pay.id = ${paymentId}`,
    );
  }
}
