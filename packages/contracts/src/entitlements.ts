import { z } from 'zod';

/** What a right is to: watching under a plan, or downloading a file bought in the shop. */
export const entitlementKinds = ['plan', 'download'] as const;
/**
 * Where a right comes from: a payment for a plan, an operator's grant, a paid shop order, or the
 * grace days a member keeps watching while a failed renewal is tried again.
 */
export const entitlementSources = ['payment', 'grant', 'order', 'grace'] as const;
/**
 * - active: in force between its start and end (a download also while uses remain);
 * - ended: ran its course; refunded: ended early by a refund; revoked: its order was cancelled;
 * - suspended: its order is on hold, and it comes back when the order goes on.
 */
export const entitlementStates = ['active', 'ended', 'refunded', 'revoked', 'suspended'] as const;

export type EntitlementKind = (typeof entitlementKinds)[number];
export type EntitlementState = (typeof entitlementStates)[number];

/** One row of a member's entitlement ledger, as the member and the console see it. */
export const entitlementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(entitlementKinds),
  source: z.enum(entitlementSources),
  /** As of now: an active right whose end has passed reads `ended`. */
  state: z.enum(entitlementStates),
  /** Usable at this moment. */
  inForce: z.boolean(),
  startsAt: z.string(),
  /** Null for a download that never expires. */
  endsAt: z.string().nullable(),
  plan: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The payment that bought a plan period, and its GST invoice. */
  payment: z.object({ merchantTransactionId: z.string(), invoiceNumber: z.string().nullable() }).nullable(),
  /** A complimentary period: why, and the operator who granted it (null once their account is gone). */
  grant: z.object({ reason: z.string(), by: z.string().nullable() }).nullable(),
  download: z
    .object({
      orderNumber: z.string(),
      productName: z.string(),
      fileName: z.string(),
      /** Null: no limit. */
      remaining: z.number().int().nullable(),
    })
    .nullable(),
  /** The refund that ended it. */
  refund: z.object({ merchantRefundId: z.string() }).nullable(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

export const entitlementListSchema = z.object({ items: z.array(entitlementSchema) });
