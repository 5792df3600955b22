import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { wholeNumber } from '@reelhouse/contracts/numbers';
import { merchantTransactionIdSchema } from '@reelhouse/contracts/payments';
import type { SandboxEntry } from './sandbox-books';
import { sandboxMerchant as merchant } from './sandbox-merchant';

/** What the sandbox accepts and answers, shaped as PhonePe's v1 and v2 APIs shape them. */

export const TOKEN_LIFETIME_SECONDS = 3600;
export const MIN_AMOUNT = 100;

export const simulateSchema = z.object({
  merchantTransactionId: merchantTransactionIdSchema,
  outcome: z.enum(['success', 'failure', 'pending']),
  /** Server-to-server notifications to send (at once, in parallel): 0 for none, several for duplicates. */
  callbacks: z.number().int().min(0).max(50).default(1),
  /** Sends them late, after this many milliseconds. */
  callbackDelayMs: z.number().int().min(0).max(600_000).default(0),
  /** What the gateway reports as paid, when it should differ from what was asked (mismatch tests). */
  amount: wholeNumber().positive().optional(),
  errorCode: z
    .string()
    .regex(/^[A-Z_]{3,40}$/)
    .default('PAYMENT_DECLINED'),
});
export type Simulation = z.infer<typeof simulateSchema>;

export const decideSchema = z.object({ outcome: z.enum(['success', 'failure', 'pending']) });
export const gatewayIdParams = z.object({ gatewayId: z.string().regex(/^[A-Z0-9]{6,40}$/) });

export const v2PaySchema = z.object({
  merchantOrderId: merchantTransactionIdSchema,
  amount: wholeNumber().min(MIN_AMOUNT),
  paymentFlow: z.object({ type: z.literal('PG_CHECKOUT'), merchantUrls: z.object({ redirectUrl: z.url() }) }),
});
export const v1PaySchema = z.object({
  merchantId: z.string(),
  merchantTransactionId: merchantTransactionIdSchema,
  amount: wholeNumber().min(MIN_AMOUNT),
  redirectUrl: z.url(),
  callbackUrl: z.url(),
  paymentInstrument: z.object({ type: z.literal('PAY_PAGE') }),
});
export const v2RefundSchema = z.object({
  merchantRefundId: merchantTransactionIdSchema,
  originalMerchantOrderId: merchantTransactionIdSchema,
  amount: wholeNumber().min(1),
});
export const v1RefundSchema = z.object({
  merchantId: z.string(),
  originalTransactionId: merchantTransactionIdSchema,
  merchantTransactionId: merchantTransactionIdSchema,
  amount: wholeNumber().min(1),
});

/** PhonePe's id of the money movement inside an order. */
export const transactionIdOf = (entry: SandboxEntry) => `OM${entry.gatewayId.slice(3)}`;

/** v2's order status body, as `GET /checkout/v2/order/{id}/status` and webhooks carry it. */
export function v2Order(entry: SandboxEntry) {
  const failed = entry.state === 'FAILED' ? { errorCode: entry.errorCode, detailedErrorCode: entry.errorCode } : {};
  return {
    orderId: entry.gatewayId,
    state: entry.state,
    amount: entry.amount,
    expireAt: entry.expireAt.getTime(),
    metaInfo: {},
    ...failed,
    paymentDetails:
      entry.state === 'PENDING'
        ? []
        : [
            {
              paymentMode: 'UPI_QR',
              transactionId: transactionIdOf(entry),
              timestamp: entry.createdAt.getTime(),
              amount: entry.amount,
              state: entry.state,
              ...failed,
            },
          ],
  };
}

/** v1's status body, which callbacks carry base64-encoded. */
export function v1Answer(entry: SandboxEntry) {
  const code = { COMPLETED: 'PAYMENT_SUCCESS', FAILED: 'PAYMENT_ERROR', PENDING: 'PAYMENT_PENDING' }[entry.state];
  return {
    success: entry.state === 'COMPLETED',
    code,
    message: {
      COMPLETED: 'Your payment is successful.',
      FAILED: 'Payment Failed',
      PENDING: 'Your payment is in progress.',
    }[entry.state],
    data: {
      merchantId: entry.merchantId,
      merchantTransactionId: entry.id,
      transactionId: entry.state === 'PENDING' ? null : transactionIdOf(entry),
      amount: entry.amount,
      state: entry.state,
      responseCode: entry.state === 'COMPLETED' ? 'SUCCESS' : entry.errorCode,
      paymentInstrument: entry.state === 'COMPLETED' ? { type: 'UPI', utr: transactionIdOf(entry).slice(-12) } : null,
    },
  };
}

/** v2 access tokens the sandbox issues: the expiry, signed with the client secret (nothing to store). */
export const tokenFor = (expiresAt: number) =>
  `${expiresAt}.${createHmac('sha256', merchant.clientSecret).update(String(expiresAt)).digest('base64url')}`;
