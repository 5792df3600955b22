import { and, eq, sql } from 'drizzle-orm';
import type { Refund } from '@reelhouse/contracts/payments';
import { rows, type Db } from '@reelhouse/db/database';
import { payments, refunds } from '@reelhouse/db/schema/payments';
import { subscriptions } from '@reelhouse/db/schema/subscriptions';
import type { GatewayRefundStatus } from '../../integrations/phonepe/payment-gateway';
import type { OrderSettlement } from './order-payments';
import { isoTime } from '../../platform/sql';

interface RefundRow {
  merchant_refund_id: string;
  merchant_transaction_id: string;
  amount_paise: number;
  state: Refund['state'];
  reason: string;
  created_at: string;
}

const refundColumns = sql`r.merchant_refund_id, p.merchant_transaction_id, r.amount_paise, r.state, r.reason,
  ${isoTime('r.created_at', 'milliseconds')} as created_at`;

const toRefund = (row: RefundRow): Refund => ({
  merchantRefundId: row.merchant_refund_id,
  merchantTransactionId: row.merchant_transaction_id,
  amountPaise: row.amount_paise,
  state: row.state,
  reason: row.reason,
  createdAt: row.created_at,
});

/**
 * Records a refund of a paid payment, in full. `null` when the payment is not paid, or already has
 * a refund that has not failed (the partial unique index makes that hold under races too).
 */
export async function openRefund(
  db: Db,
  request: { merchantRefundId: string; merchantTransactionId: string; reason: string; requestedBy: number },
): Promise<Refund | null> {
  const [row] = await rows<RefundRow>(
    db,
    sql`with opened as (
          insert into refunds (merchant_refund_id, payment_id, amount_paise, reason, requested_by)
          select ${request.merchantRefundId}, id, amount_paise, ${request.reason}, ${request.requestedBy}
            from payments where merchant_transaction_id = ${request.merchantTransactionId} and state = 'succeeded'
          on conflict do nothing
          returning *
        )
        select ${refundColumns} from opened r join payments p on p.id = r.payment_id`,
  );
  return row ? toRefund(row) : null;
}

/**
 * Applies the gateway's word on a refund, once: a completed refund marks the payment refunded and
 * ends the subscription it bought at once (or marks its order refunded); a failed one frees the payment for another attempt.
 */
export async function settleRefund(
  db: Db,
  merchantRefundId: string,
  status: GatewayRefundStatus,
  orders: OrderSettlement | null,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select({ id: refunds.id, paymentId: refunds.paymentId, state: refunds.state })
      .from(refunds)
      .where(eq(refunds.merchantRefundId, merchantRefundId))
      .for('update');
    if (!refund) throw new Error(`refund ${merchantRefundId} is missing`);
    if (refund.state === 'pending' && status.state !== 'pending') {
      await tx
        .update(refunds)
        .set({
          state: status.state,
          failureCode: status.state === 'failed' ? status.code : null,
          updatedAt: sql`now()`,
        })
        .where(eq(refunds.id, refund.id));
      if (status.state === 'completed') {
        const [payment] = await tx
          .update(payments)
          .set({ state: 'refunded', updatedAt: sql`now()` })
          .where(eq(payments.id, refund.paymentId))
          .returning({ orderId: payments.orderId });
        if (payment?.orderId != null) await orders?.refunded(tx, payment.orderId);
        // The period it bought ends now (a period that has not begun ends one second after its start).
        await tx
          .update(subscriptions)
          .set({ state: 'refunded', endsAt: sql`greatest(now(), ${subscriptions.startsAt} + interval '1 second')` })
          .where(and(eq(subscriptions.paymentId, refund.paymentId), eq(subscriptions.state, 'active')));
      }
    }
    const [row] = await rows<RefundRow>(
      tx,
      sql`select ${refundColumns} from refunds r join payments p on p.id = r.payment_id where r.id = ${refund.id}`,
    );
    if (!row) throw new Error(`refund ${merchantRefundId} vanished`);
    return toRefund(row);
  });
}
