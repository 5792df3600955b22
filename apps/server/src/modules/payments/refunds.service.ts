import type { Refund } from '@reelhouse/contracts/payments';
import type { Db } from '@reelhouse/db/database';
import type { GatewayRefundStatus } from '../../integrations/phonepe/payment-gateway';
import type { OrderSettlement } from './order-payments';
import { RefundsRepository } from './refunds.repository';

/**
 * Applies the gateway's word on a refund, once: a completed refund marks the payment refunded and
 * ends the rights it bought at once — a plan period, or the downloads of the order it marks
 * refunded; a failed one frees the payment for another attempt.
 */
export async function settleRefund(
  db: Db,
  merchantRefundId: string,
  status: GatewayRefundStatus,
  orders: OrderSettlement | null,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const books = new RefundsRepository(tx);
    const refund = await books.lock(merchantRefundId);
    if (!refund) throw new Error(`refund ${merchantRefundId} is missing`);
    if (refund.state === 'pending' && status.state !== 'pending') {
      await books.decide(refund.id, { ...status, state: status.state });
      if (status.state === 'completed') {
        const { orderId } = await books.markPaymentRefunded(refund.paymentId);
        if (orderId !== null) await orders?.refunded(tx, orderId);
        await books.endRightsPaidFor(refund.paymentId, refund.id);
      }
    }
    const settled = await books.byId(refund.id);
    if (!settled) throw new Error(`refund ${merchantRefundId} vanished`);
    return settled;
  });
}
