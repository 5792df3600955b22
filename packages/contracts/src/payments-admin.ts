import { z } from 'zod';
import { consolePageOf, consolePaging } from './console-lists';
import { paymentStateSchema, refundSchema } from './payments';

/** `GET /api/admin/payments`: `q` matches a transaction id, an invoice number, or the member's name or number. */
export const adminPaymentListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  state: paymentStateSchema.optional(),
  ...consolePaging,
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

/** A payment as the console lists it: flagged ones carry why (amount or merchant mismatch). */
export const adminPaymentRowSchema = z.object({
  merchantTransactionId: z.string(),
  state: paymentStateSchema,
  /** PhonePe's error code, or ours: EXPIRED, AMOUNT_MISMATCH, MERCHANT_MISMATCH, BUYER_DELETED. */
  failureCode: z.string().nullable(),
  amountPaise: z.number().int(),
  gstPaise: z.number().int(),
  createdAt: z.string(),
  /** What it paid for: a plan (its English name) or a shop order (its number). */
  purchase: z.object({ kind: z.enum(['plan', 'order']), label: z.string() }),
  member: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  invoiceNumber: z.string().nullable(),
  refund: refundSchema.pick({ state: true, reason: true }).nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

/** A page of payments, flagged ones first, and how many are flagged in all. */
export const adminPaymentPageSchema = consolePageOf(adminPaymentRowSchema).extend({ flagged: z.number().int() });
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

const day = z.iso.date({ error: 'enter a date as YYYY-MM-DD' });

/** `GET /api/admin/payments/settlement`: days in the operator's time zone, at most a year at a time. */
export const settlementQuerySchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: 'the first day comes before the last', path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * 86_400_000, {
    message: 'at most a year at a time',
    path: ['to'],
  });
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

/** One day's money through PhonePe: payments settled paid, and refunds completed. Paise. */
export const settlementDaySchema = z.object({
  date: z.string(),
  payments: z.number().int(),
  amountPaise: z.number().int(),
  gstPaise: z.number().int(),
  /**
   * The GST divided: CGST and SGST/UTGST of supplies within the seller's state, IGST of the others
   * (payments from before GST was divided count in `gstPaise` only).
   */
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  refunds: z.number().int(),
  refundedPaise: z.number().int(),
});
export type SettlementDay = z.infer<typeof settlementDaySchema>;

/** Every day of the range (days with nothing are zeros), and the totals. */
export const settlementSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(settlementDaySchema),
  totals: settlementDaySchema.omit({ date: true }),
});
export type Settlement = z.infer<typeof settlementSchema>;
