import { z } from 'zod';
import type { GatewayPaymentStatus, GatewayRefundStatus } from './payment-gateway';

/** How v2 describes an order, checkout or subscription (setup, debit), in status answers and webhooks. */
export const v2OrderSchema = z.object({
  orderId: z.string().optional(),
  state: z.string(),
  amount: z.number().int().optional(),
  errorCode: z.string().optional(),
  paymentDetails: z
    .array(z.object({ transactionId: z.string().optional(), state: z.string().optional() }).loose())
    .optional(),
});

/**
 * Reads v2's order state: COMPLETED and FAILED are final; PENDING and any state PhonePe adds later
 * keep the payment pending, to be asked again.
 */
export function v2Outcome(state: string): GatewayPaymentStatus['outcome'] {
  if (state === 'COMPLETED') return 'succeeded';
  if (state === 'FAILED') return 'failed';
  return 'pending';
}

/** An order's status answer (checkout or subscription order) in the gateway's common shape. */
export function v2PaymentStatus(order: z.infer<typeof v2OrderSchema>): GatewayPaymentStatus {
  const outcome = v2Outcome(order.state);
  return {
    outcome,
    amountPaise: order.amount ?? null,
    // v2 answers only for the merchant whose token asked: there is no merchant id to compare.
    merchantId: null,
    gatewayTransactionId: order.paymentDetails?.at(-1)?.transactionId ?? null,
    code: outcome === 'failed' ? (order.errorCode ?? order.state) : order.state,
  };
}

/** v2 refunds: COMPLETED (older answers said CONFIRMED) is done, FAILED failed, anything else pending. */
export function v2RefundState(state: string): GatewayRefundStatus['state'] {
  if (state === 'COMPLETED' || state === 'CONFIRMED') return 'completed';
  if (state === 'FAILED') return 'failed';
  return 'pending';
}
