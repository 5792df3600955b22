import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentStates } from '@reelhouse/contracts/payments';
import { paymentPurposes } from '@reelhouse/contracts/subscriptions';
import { users } from './accounts';
import { createdAt, inList, updatedAt } from './columns';
import { entitlements } from './entitlements';
import { plans } from './plans';
import { orders } from './shop-orders';

export const paymentGateways = ['phonepe-v2', 'phonepe-v1'] as const;

/**
 * A member's payment for a plan or a shop order. The amounts are fixed when it is created (from
 * the plan or the order, never from the browser); the state changes only on the gateway's status answer. Kept when the member
 * deletes their account: it is a tax record.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantTransactionId: text('merchant_transaction_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the payment buys: a plan period, or a shop order. Exactly one of the two. */
    planId: integer('plan_id').references(() => plans.id),
    orderId: integer('order_id').references(() => orders.id),
    /** For a plan: a one-time purchase, one that sets up Autopay, a renewal debit, or an upgrade's difference. */
    purpose: text('purpose', { enum: paymentPurposes }).notNull().default('purchase'),
    gateway: text('gateway', { enum: paymentGateways }).notNull(),
    basePaise: integer('base_paise').notNull(),
    gstBasisPoints: smallint('gst_basis_points').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * An upgrade's: what the unused time of the periods it replaced was worth (without GST). The
     * upgraded period is worth the fee plus this, should it be upgraded or refunded in its turn.
     */
    creditPaise: integer('credit_paise').notNull().default(0),
    /** An upgrade's: the plan it upgraded from, and until when it runs the better plan. */
    upgradedFromPlanId: integer('upgraded_from_plan_id').references(() => plans.id),
    coversUntil: timestamp('covers_until', { withTimezone: true }),
    /**
     * How its GST divides, fixed with the amounts: the seller's and the buyer's (place of supply)
     * GST state codes, and the CGST + SGST/UTGST of a supply within the seller's state, or the IGST
     * of one to another.
     * Null on payments made before GST was divided.
     */
    sellerState: text('seller_state'),
    placeOfSupply: text('place_of_supply'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    state: text('state', { enum: paymentStates }).notNull().default('pending'),
    /** The gateway's error code for a failure, or ours: EXPIRED, AMOUNT_MISMATCH, MERCHANT_MISMATCH. */
    failureCode: text('failure_code'),
    /** PhonePe's order id (v2) once the order exists. */
    gatewayOrderId: text('gateway_order_id'),
    /** PhonePe's id of the money movement, from the status answer. */
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The gateway's page the buyer was sent to. */
    payPageUrl: text('pay_page_url'),
    /** Last time the gateway's status API was asked: page loads ask at most every few seconds. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_merchant_transaction_id_key').on(t.merchantTransactionId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`state = 'pending'`),
    check('payments_state_check', inList('state', paymentStates)),
    check('payments_gateway_check', inList('gateway', paymentGateways)),
    check('payments_purchase_check', sql`(${t.planId} is null) <> (${t.orderId} is null)`),
    check('payments_purpose_check', inList('purpose', paymentPurposes)),
    check('payments_order_purpose_check', sql`${t.orderId} is null or ${t.purpose} = 'purchase'`),
    index('payments_order_idx').on(t.orderId),
    check(
      'payments_upgrade_check',
      sql`(${t.purpose} = 'upgrade') = (${t.coversUntil} is not null and ${t.upgradedFromPlanId} is not null)`,
    ),
    check('payments_amount_check', sql`${t.amountPaise} > 0 and ${t.amountPaise} = ${t.basePaise} + ${t.gstPaise}`),
    check(
      'payments_gst_split_check',
      sql`${t.placeOfSupply} is null or ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.gstPaise}`,
    ),
  ],
);

/**
 * What the gateway told us about a payment (webhooks, S2S callbacks), once each: a duplicate
 * delivery finds its key taken and is answered without being processed again.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Which delivery this is: the gateway's event name and state for the transaction. */
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_dedupe_key').on(t.paymentId, t.dedupeKey)],
);

/**
 * GST invoices, numbered without gaps within each Indian financial year (April to March), one per
 * paid payment. The buyer and plan are copied in: an invoice never changes after it is issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The plan period it is for. */
    entitlementId: integer('entitlement_id').references(() => entitlements.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name'),
    buyerMobile: text('buyer_mobile').notNull(),
    planName: text('plan_name').notNull(),
    /** For an upgrade's prorated difference: the plan upgraded from (in English, like the plan's name). */
    upgradedFrom: text('upgraded_from'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    basePaise: integer('base_paise').notNull(),
    gstBasisPoints: smallint('gst_basis_points').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    /** The seller's state and the division of the GST, copied from the payment (null before GST was divided). */
    sellerState: text('seller_state'),
    placeOfSupply: text('place_of_supply'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    totalPaise: integer('total_paise').notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_payment_key').on(t.paymentId),
    uniqueIndex('invoices_sequence_key').on(t.financialYear, t.sequence),
    index('invoices_user_idx').on(t.userId),
  ],
);

/** The last invoice number used in each financial year, advanced inside the issuing transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

export const refundStates = ['pending', 'completed', 'failed'] as const;

/** An operator's refund of a payment through the gateway; at most one that has not failed. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantRefundId: text('merchant_refund_id').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: refundStates }).notNull().default('pending'),
    reason: text('reason').notNull(),
    failureCode: text('failure_code'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_merchant_refund_id_key').on(t.merchantRefundId),
    uniqueIndex('refunds_one_per_payment')
      .on(t.paymentId)
      .where(sql`state <> 'failed'`),
    check('refunds_state_check', inList('state', refundStates)),
  ],
);

/**
 * Stripe-style idempotency keys, per member: the first request with a key runs and its answer is
 * kept for a day; a retry with the same key and body gets that answer again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    statusCode: smallint('status_code'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The built-in PhonePe sandbox's own books: the orders, payments and refunds merchants created at
 * it, as PhonePe keeps them. Only used while no real PhonePe credentials are configured.
 */
export const phonepeSandboxTransactions = pgTable(
  'phonepe_sandbox_transactions',
  {
    /** The merchant's id for it: merchantOrderId / merchantTransactionId / merchantRefundId. */
    id: text('id').primaryKey(),
    /** A checkout payment, a refund, an Autopay mandate's setup order, or one of its debits. */
    kind: text('kind', { enum: ['payment', 'refund', 'setup', 'redemption'] }).notNull(),
    flavour: text('flavour', { enum: ['v1', 'v2'] }).notNull(),
    merchantId: text('merchant_id').notNull(),
    /** A refund's original payment. */
    originalId: text('original_id'),
    /** The mandate (merchantSubscriptionId) a setup or debit belongs to. */
    mandateId: text('mandate_id'),
    /** PhonePe's own id (orderId / transactionId / refundId). */
    gatewayId: text('gateway_id').notNull(),
    amount: integer('amount').notNull(),
    /** A debit is NOTIFIED from its pre-debit notice until the merchant redeems it. */
    state: text('state', { enum: ['NOTIFIED', 'PENDING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    errorCode: text('error_code'),
    redirectUrl: text('redirect_url'),
    callbackUrl: text('callback_url'),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('phonepe_sandbox_kind_check', sql`${t.kind} in ('payment', 'refund', 'setup', 'redemption')`),
    check('phonepe_sandbox_mandate_check', sql`(${t.kind} in ('setup', 'redemption')) = (${t.mandateId} is not null)`),
    index('phonepe_sandbox_mandate_idx').on(t.mandateId),
  ],
);

export const sandboxMandateStates = [
  'PENDING',
  'ACTIVE',
  'PAUSED',
  'REVOKED',
  'CANCELLED',
  'EXPIRED',
  'FAILED',
] as const;

/**
 * The sandbox's Autopay mandates (PhonePe's "subscriptions"), with what a test or script has asked
 * the sandbox's bank to do to them: decline the next debits, or notify late or several times.
 */
export const phonepeSandboxMandates = pgTable(
  'phonepe_sandbox_mandates',
  {
    /** The merchant's merchantSubscriptionId. */
    id: text('id').primaryKey(),
    gatewayId: text('gateway_id').notNull(),
    state: text('state', { enum: sandboxMandateStates }).notNull().default('PENDING'),
    amountType: text('amount_type', { enum: ['FIXED', 'VARIABLE'] }).notNull(),
    maxAmount: integer('max_amount').notNull(),
    frequency: text('frequency').notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    /** How many coming debits the bank declines. */
    declineDebits: smallint('decline_debits').notNull().default(0),
    /** How each debit's webhook is sent: how many times, and how late. */
    debitCallbacks: smallint('debit_callbacks').notNull().default(1),
    debitCallbackDelayMs: integer('debit_callback_delay_ms').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('phonepe_sandbox_mandate_state_check', inList('state', sandboxMandateStates))],
);
