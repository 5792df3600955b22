import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { wholeNumber } from '@reelhouse/contracts/numbers';
import { merchantTransactionIdSchema } from '@reelhouse/contracts/payments';
import type { SandboxEntry } from './sandbox-books';
import type { SandboxMandate } from './sandbox-mandates';
import { sameSecret } from '../phonepe-signatures';
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

const merchantUrls = z.object({ redirectUrl: z.url() });
export const v2PaySchema = z.object({
  merchantOrderId: merchantTransactionIdSchema,
  amount: wholeNumber().min(MIN_AMOUNT),
  paymentFlow: z.discriminatedUnion('type', [
    z.object({ type: z.literal('PG_CHECKOUT'), merchantUrls }),
    z.object({
      type: z.literal('SUBSCRIPTION_CHECKOUT_SETUP'),
      merchantUrls,
      subscriptionDetails: z.object({
        subscriptionType: z.literal('RECURRING'),
        merchantSubscriptionId: merchantTransactionIdSchema,
        // The sandbox takes the first payment with the approval (TRANSACTION); a penny drop is not modelled.
        authWorkflowType: z.literal('TRANSACTION'),
        amountType: z.enum(['FIXED', 'VARIABLE']),
        maxAmount: wholeNumber().min(MIN_AMOUNT),
        frequency: z.enum([
          'DAILY',
          'WEEKLY',
          'FORTNIGHTLY',
          'MONTHLY',
          'BIMONTHLY',
          'QUARTERLY',
          'HALFYEARLY',
          'YEARLY',
          'ON_DEMAND',
        ]),
        expireAt: z.number().int().positive(),
      }),
    }),
  ]),
});
export const v2NotifySchema = z.object({
  merchantOrderId: merchantTransactionIdSchema,
  amount: wholeNumber().min(MIN_AMOUNT),
  expireAt: z.number().int().positive(),
  paymentFlow: z.object({
    type: z.literal('SUBSCRIPTION_REDEMPTION'),
    merchantSubscriptionId: merchantTransactionIdSchema,
    redemptionRetryStrategy: z.enum(['STANDARD', 'CUSTOM']).default('STANDARD'),
    autoDebit: z.boolean().default(false),
  }),
});
export const v2RedeemSchema = z.object({ merchantOrderId: merchantTransactionIdSchema });

/** What a test or script may ask of a mandate on the bank's side (`POST /sandbox/phonepe/simulate/mandate`). */
export const simulateMandateSchema = z.object({
  merchantSubscriptionId: merchantTransactionIdSchema,
  /** The customer revokes, pauses or unpauses it in their UPI app. */
  action: z.enum(['revoke', 'pause', 'unpause']).optional(),
  /** How many coming debits the bank declines. */
  declineDebits: z.number().int().min(0).max(10).optional(),
  /** How each coming debit's webhook is sent: several times (duplicates), late, or not at all. */
  debitCallbacks: z.number().int().min(0).max(50).optional(),
  debitCallbackDelayMs: z.number().int().min(0).max(600_000).optional(),
});

/** v2's subscription status body (`GET /subscriptions/v2/{merchantSubscriptionId}/status`). */
export function v2Subscription(mandate: SandboxMandate) {
  return {
    merchantSubscriptionId: mandate.id,
    subscriptionId: mandate.gatewayId,
    state: mandate.state,
    authWorkflowType: 'TRANSACTION',
    amountType: mandate.amountType,
    maxAmount: mandate.maxAmount,
    frequency: mandate.frequency,
    expireAt: mandate.expireAt.getTime(),
  };
}
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
  const subscriptionFlow = entry.mandateId && {
    paymentFlow: {
      type: entry.kind === 'setup' ? 'SUBSCRIPTION_CHECKOUT_SETUP' : 'SUBSCRIPTION_REDEMPTION',
      merchantSubscriptionId: entry.mandateId,
    },
  };
  return {
    orderId: entry.gatewayId,
    state: entry.state,
    amount: entry.amount,
    expireAt: entry.expireAt.getTime(),
    metaInfo: {},
    ...subscriptionFlow,
    ...failed,
    paymentDetails:
      entry.state === 'PENDING' || entry.state === 'NOTIFIED'
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
  // v1 has no Autopay: its entries are never NOTIFIED debits.
  const state = entry.state === 'NOTIFIED' ? 'PENDING' : entry.state;
  const code = { COMPLETED: 'PAYMENT_SUCCESS', FAILED: 'PAYMENT_ERROR', PENDING: 'PAYMENT_PENDING' }[state];
  return {
    success: state === 'COMPLETED',
    code,
    message: {
      COMPLETED: 'Your payment is successful.',
      FAILED: 'Payment Failed',
      PENDING: 'Your payment is in progress.',
    }[state],
    data: {
      merchantId: entry.merchantId,
      merchantTransactionId: entry.id,
      transactionId: state === 'PENDING' ? null : transactionIdOf(entry),
      amount: entry.amount,
      state,
      responseCode: state === 'COMPLETED' ? 'SUCCESS' : entry.errorCode,
      paymentInstrument: state === 'COMPLETED' ? { type: 'UPI', utr: transactionIdOf(entry).slice(-12) } : null,
    },
  };
}

/** v2's refusal body: PhonePe's code and message. */
export const v2Refusal = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message, data: {} });

/** Whether a v2 call carries a live access token the sandbox issued. */
export const v2Authorized = (request: FastifyRequest) => {
  const [scheme, token = ''] = (request.headers.authorization ?? '').split(' ');
  const expiresAt = Number(token.split('.')[0]);
  return scheme === 'O-Bearer' && expiresAt > Date.now() / 1000 && sameSecret(token, tokenFor(expiresAt));
};

/** v2 access tokens the sandbox issues: the expiry, signed with the client secret (nothing to store). */
export const tokenFor = (expiresAt: number) =>
  `${expiresAt}.${createHmac('sha256', merchant.clientSecret).update(String(expiresAt)).digest('base64url')}`;
