import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, inList } from './columns';
import { payments } from './payments';
import { plans } from './plans';

export const subscriptionStates = ['active', 'ended', 'refunded'] as const;

/**
 * A paid period of a plan for a member. Buying again extends: the new period starts when the
 * last one ends. A refunded period ends at once. The unique payment id is what makes activation
 * happen exactly once, however many callbacks, polls and page loads race to it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: subscriptionStates }).notNull().default('active'),
    /** The payment that bought it (none for periods an operator grants). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** A complimentary period: the operator who granted it and why (no payment, no invoice). */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantReason: text('grant_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.endsAt),
    uniqueIndex('subscriptions_payment_key').on(t.paymentId),
    check('subscriptions_state_check', inList('state', subscriptionStates)),
    check('subscriptions_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
