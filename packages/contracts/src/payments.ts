import { z } from 'zod';
import { rowId, rowIdParam } from './numbers';
import { gstOnInvoiceSchema, gstStateCodeSchema } from './gst';
import { mandateStateSchema, paymentPurposes } from './subscriptions';

/**
 * Where a payment stands. `pending` until the gateway's status API decides; `flagged` when the
 * gateway's answer did not match what we asked for (amount or merchant), so nothing was activated
 * and an operator must look; `expired` when the gateway never decided within 20 minutes.
 */
export const paymentStates = ['pending', 'succeeded', 'failed', 'expired', 'flagged', 'refunded'] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** PhonePe merchant transaction ids: up to 35 letters, digits, `_` or `-`. Ours start with RH. */
export const merchantTransactionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,35}$/, 'must be a merchant transaction id (up to 35 letters, digits, _ or -)');

export const createPaymentSchema = z.object({
  planId: rowId({ error: 'must be the id of a plan' }),
  /**
   * The buyer's state, for GST (CGST + SGST in the seller's state, IGST elsewhere). Without it, the
   * state of the member's default billing address, else the seller's own.
   */
  buyerState: gstStateCodeSchema.optional(),
  /**
   * Renew automatically: the payment also sets up a UPI Autopay mandate, debited for each next
   * period after a notice a day ahead (PhonePe v2 only). Without it, one period is bought.
   */
  autopay: z.boolean().optional(),
});
export type CreatePayment = z.infer<typeof createPaymentSchema>;

/** What `POST /api/payments` answers: where to send the browser to pay. */
export const paymentStartedSchema = z.object({
  merchantTransactionId: z.string(),
  redirectUrl: z.string(),
});
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

export const paymentParamsSchema = z.object({ merchantTransactionId: merchantTransactionIdSchema });

/** One of the member's payments, as My Account and the payment page show it. */
export const paymentSchema = z.object({
  merchantTransactionId: z.string(),
  state: paymentStateSchema,
  plan: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** What it paid for: a period bought, one that set up Autopay, a renewal, or an upgrade's difference. */
  purpose: z.enum(paymentPurposes),
  /** Paise: the fee, GST on it and what was charged. */
  basePaise: z.number().int(),
  gstPaise: z.number().int(),
  amountPaise: z.number().int(),
  /** The gateway's reason for a failure (e.g. PAYMENT_DECLINED), or ours (EXPIRED, MISMATCH). */
  failureCode: z.string().nullable(),
  /** The gateway's own id of the money movement, once it has one. */
  gatewayTransactionId: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The GST invoice of a paid payment. */
  invoiceNumber: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({ items: z.array(paymentSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** The seed's `POST /api/status/` body: the payment page's last path segment and the stored user id. */
export const legacyStatusBodySchema = z.object({
  merchantTransactionId: merchantTransactionIdSchema,
  user_id: rowIdParam({ error: 'must be your user id' }),
});

/** The member's current plan period, for `GET /api/account/subscription` and the seed's verify call. */
export const subscriptionStatusSchema = z.object({
  active: z.boolean(),
  plan: z.object({ code: z.string(), name: z.string() }).nullable(),
  startsAt: z.string().nullable(),
  /** When the last paid period ends (later periods already bought are included). */
  endsAt: z.string().nullable(),
  /** The latest period that has ended, when there is no active one: for the expiry notice. */
  endedAt: z.string().nullable(),
  /** Whether the plan renews by itself through an Autopay mandate (false: bought a period at a time, or cancelled). */
  autoRenew: z.boolean(),
  /** When the next renewal is debited (its pre-debit notice comes a day before); null when nothing renews. */
  nextRenewalAt: z.string().nullable(),
  /** What renews then: the plan (a downgrade shows here) and its price with GST, in paise. */
  renewal: z
    .object({ plan: z.object({ code: z.string(), name: z.string() }), amountPaise: z.number().int() })
    .nullable(),
  /** The member's Autopay mandate, the payment method renewals are debited from. */
  mandate: z.object({ state: mandateStateSchema, maxAmountPaise: z.number().int() }).nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A numbered GST invoice for a paid plan. */
export const invoiceSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  seller: z.object({ name: z.string(), gstin: z.string().nullable(), address: z.string().nullable() }),
  buyer: z.object({ name: z.string().nullable(), mobile: z.string() }),
  merchantTransactionId: z.string(),
  planName: z.string(),
  /** An upgrade's prorated difference: the plan upgraded from (its line says so). */
  upgradedFrom: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  basePaise: z.number().int(),
  gstPercent: z.number(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** Place of supply and the GST's division; null on invoices issued before GST was divided. */
  gst: gstOnInvoiceSchema.nullable(),
  refunded: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceParamsSchema = z.object({
  number: z.string().regex(/^\d{4}-\d{2}-\d{6}$/, 'must be an invoice number such as 2026-27-000001'),
});

/** An operator's refund of a payment (fraud cases, per the refund policy). */
export const createRefundSchema = z.object({
  reason: z.string().trim().min(3, 'say why, in a few words').max(500),
});
export const refundSchema = z.object({
  merchantRefundId: z.string(),
  merchantTransactionId: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(['pending', 'completed', 'failed']),
  reason: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Rupees with two decimals from paise (minor units / 100), as the original payment page shows them. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);
