import { eq, sql } from 'drizzle-orm';
import type { Refund } from '@reelhouse/contracts/payments';
import { rows, type Db } from '@reelhouse/db/database';
import { payments, refunds } from '@reelhouse/db/schema/payments';
import type { GatewayRefundStatus } from '../../integrations/phonepe/payment-gateway';
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

/** Refunds of payments and what a completed one changes: the payment and the rights it bought. */
export class RefundsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records a full refund of a paid payment (a flagged one too: PhonePe took its money, and the
   * operator gives it back). `null` when the payment is not paid, or already has
   * a refund that has not failed (the partial unique index makes that hold under races too).
   */
  async open(request: {
    merchantRefundId: string;
    merchantTransactionId: string;
    reason: string;
    requestedBy: number;
  }): Promise<Refund | null> {
    const [row] = await rows<RefundRow>(
      this.db,
      sql`with opened as (
            insert into refunds (merchant_refund_id, payment_id, amount_paise, reason, requested_by)
            select ${request.merchantRefundId}, id, amount_paise, ${request.reason}, ${request.requestedBy}
              from payments where merchant_transaction_id = ${request.merchantTransactionId}
                and state in ('succeeded', 'flagged')
            on conflict do nothing
            returning *
          )
          select ${refundColumns} from opened r join payments p on p.id = r.payment_id`,
    );
    return row ? toRefund(row) : null;
  }

  async lock(merchantRefundId: string) {
    const [refund] = await this.db
      .select({ id: refunds.id, paymentId: refunds.paymentId, state: refunds.state })
      .from(refunds)
      .where(eq(refunds.merchantRefundId, merchantRefundId))
      .for('update');
    return refund ?? null;
  }

  async decide(refundId: number, status: GatewayRefundStatus & { state: 'completed' | 'failed' }): Promise<void> {
    await this.db
      .update(refunds)
      .set({
        state: status.state,
        failureCode: status.state === 'failed' ? status.code : null,
        updatedAt: sql`now()`,
      })
      .where(eq(refunds.id, refundId));
  }

  /** Marks the payment refunded; answers the order it paid for, if any. */
  async markPaymentRefunded(paymentId: number): Promise<{ orderId: number | null }> {
    const [payment] = await this.db
      .update(payments)
      .set({ state: 'refunded', updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId))
      .returning({ orderId: payments.orderId });
    return { orderId: payment?.orderId ?? null };
  }

  /**
   * Ends now, in the ledger, what a refunded payment paid for — its plan period, or its order's
   * downloads (which the order's move to refunded has already marked) — and names the refund on
   * them. A right that has not begun ends one second after its start; one already over stays so.
   */
  async endRightsPaidFor(paymentId: number, refundId: number): Promise<void> {
    await this.db.execute(
      sql`update entitlements e
             set state = 'refunded', refund_id = ${refundId},
                 ends_at = greatest(least(coalesce(e.ends_at, now()), now()), e.starts_at + interval '1 second')
            from payments p
           where p.id = ${paymentId} and e.refund_id is null and e.state in ('active', 'suspended', 'refunded')
             and (e.payment_id = p.id or e.order_id = p.order_id)`,
    );
  }

  async byId(refundId: number): Promise<Refund | null> {
    const [row] = await rows<RefundRow>(
      this.db,
      sql`select ${refundColumns} from refunds r join payments p on p.id = r.payment_id where r.id = ${refundId}`,
    );
    return row ? toRefund(row) : null;
  }
}
