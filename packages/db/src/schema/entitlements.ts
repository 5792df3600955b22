import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { entitlementKinds, entitlementSources, entitlementStates } from '@reelhouse/contracts/entitlements';
import { users } from './accounts';
import { createdAt, inList } from './columns';
import { payments, refunds } from './payments';
import { plans } from './plans';
import { productFiles } from './shop-catalogue';
import { orders } from './shop-orders';

/**
 * The ledger of every right a member holds, one row per right: a period of a plan (bought by a
 * payment or granted by an operator) or a shop download (from a paid order). Playback, the
 * account pages, invoices, refunds and the console all read rights from here and nowhere else.
 *
 * - A plan period bought again starts when the last one ends; a refunded one ends at once.
 * - A download follows its order: suspended while the order is on hold, revoked when it is
 *   cancelled, refunded with it; `remaining` counts down with each use (null: no limit).
 * - The unique payment id is what makes a plan payment's activation happen exactly once, however
 *   many callbacks, polls and page loads race to it.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: entitlementKinds }).notNull(),
    source: text('source', { enum: entitlementSources }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Open-ended only for a download without an expiry. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    state: text('state', { enum: entitlementStates }).notNull().default('active'),
    planId: integer('plan_id').references(() => plans.id),
    /** The payment that bought a plan period (source `payment`). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** A complimentary period: the operator who granted it and why (no payment, no invoice). */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantReason: text('grant_reason'),
    /** The paid order and the file a download right is for (source `order`). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    productFileId: integer('product_file_id').references(() => productFiles.id, { onDelete: 'cascade' }),
    remaining: integer('remaining'),
    downloadedCount: integer('downloaded_count').notNull().default(0),
    /** The refund that ended this right. */
    refundId: integer('refund_id').references(() => refunds.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('entitlements_user_idx').on(t.userId, t.endsAt),
    uniqueIndex('entitlements_payment_key').on(t.paymentId),
    uniqueIndex('entitlements_order_file_key').on(t.orderId, t.productFileId),
    check('entitlements_kind_check', inList('kind', entitlementKinds)),
    check('entitlements_source_check', inList('source', entitlementSources)),
    check('entitlements_state_check', inList('state', entitlementStates)),
    check('entitlements_period_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check(
      'entitlements_shape_check',
      sql`case ${t.kind}
            when 'plan' then ${t.planId} is not null and ${t.endsAt} is not null and ${t.orderId} is null
                             and (${t.source} = 'payment') = (${t.paymentId} is not null) and ${t.source} <> 'order'
            when 'download' then ${t.source} = 'order' and ${t.orderId} is not null
                             and ${t.productFileId} is not null and ${t.paymentId} is null
          end`,
    ),
    check('entitlements_remaining_check', sql`${t.remaining} is null or ${t.remaining} >= 0`),
  ],
);
