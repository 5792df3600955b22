import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mandateStates, renewalStates } from '@reelhouse/contracts/subscriptions';
import { users } from './accounts';
import { createdAt, inList, updatedAt } from './columns';
import { payments } from './payments';
import { plans } from './plans';

/**
 * A member's UPI Autopay mandate at the gateway: set up with a first payment, then debited for
 * each renewal up to its maximum. Its state mirrors the gateway's (the member can pause or revoke
 * it in their UPI app); ended mandates are kept as the record of what was allowed.
 */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Our id of it at the gateway (PhonePe's merchantSubscriptionId). */
    merchantSubscriptionId: text('merchant_subscription_id').notNull(),
    gateway: text('gateway').notNull(),
    state: text('state', { enum: mandateStates }).notNull().default('pending'),
    /** The most one debit may take, in paise. */
    maxAmountPaise: integer('max_amount_paise').notNull(),
    /** The payment that set it up (its first period). */
    setupPaymentId: integer('setup_payment_id')
      .notNull()
      .references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_mandates_merchant_subscription_key').on(t.merchantSubscriptionId),
    uniqueIndex('payment_mandates_setup_payment_key').on(t.setupPaymentId),
    index('payment_mandates_user_idx').on(t.userId),
    check('payment_mandates_state_check', inList('state', mandateStates)),
  ],
);

/**
 * How a member's plan goes on after the period they hold: renewed automatically (through their
 * mandate) or not, and on which plan — a downgrade waits here for the next period. One row per
 * member who has subscribed; the periods themselves are in the entitlement ledger.
 */
export const memberSubscriptions = pgTable('member_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  /** The plan the next period is on, when the member chose a lower one. */
  nextPlanId: integer('next_plan_id').references(() => plans.id),
  autoRenew: boolean('auto_renew').notNull().default(true),
  mandateId: integer('mandate_id').references(() => paymentMandates.id),
  /** When the member cancelled (renewal off); cleared when they resume. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Each attempt at renewing a period through the mandate: announced a day or more before its
 * debit, then debited. The first attempt is due when the period ends; a failed one is tried again
 * after a day and after three. (member, due, attempt) is unique, so however often the schedule
 * runs or notifications repeat, a period is renewed at most once.
 */
export const renewals = pgTable(
  'renewals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => paymentMandates.id),
    /** When the period being renewed ends: the renewed one starts then, however late it is paid. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempt: smallint('attempt').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The debit's order at the gateway; the payment row is made with this id when it is debited. */
    merchantOrderId: text('merchant_order_id').notNull(),
    /** The price announced in the notice, fixed then: the fee, its GST rate and GST, and the total. */
    basePaise: integer('base_paise').notNull(),
    gstBasisPoints: smallint('gst_basis_points').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: renewalStates }).notNull().default('notified'),
    /** The gateway's reason for a refusal or failure. */
    failureCode: text('failure_code'),
    /** Not before a day after the notice (NPCI), and not before it is due. */
    debitAt: timestamp('debit_at', { withTimezone: true }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('renewals_attempt_key').on(t.userId, t.dueAt, t.attempt),
    uniqueIndex('renewals_merchant_order_key').on(t.merchantOrderId),
    uniqueIndex('renewals_payment_key').on(t.paymentId),
    index('renewals_debit_idx')
      .on(t.debitAt)
      .where(sql`state = 'notified'`),
    check('renewals_state_check', inList('state', renewalStates)),
    check('renewals_attempt_check', sql`${t.attempt} between 1 and 3`),
    check('renewals_amount_check', sql`${t.amountPaise} > 0 and ${t.amountPaise} = ${t.basePaise} + ${t.gstPaise}`),
  ],
);
