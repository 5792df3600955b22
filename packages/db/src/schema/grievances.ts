import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { grievanceCategories, grievanceStatuses } from '@reelhouse/contracts/grievances';
import { users } from './accounts';
import { createdAt, inList } from './columns';

/**
 * Complaints under India's IT Rules 2021: acknowledged at once by mail (the rules allow 24 hours),
 * resolved within 15 days by the grievance officer, reported monthly.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the complainant quotes: GR-<year>-<number>. */
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category', { enum: grievanceCategories }).notNull(),
    title: text('title'),
    description: text('description').notNull(),
    language: text('language').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    status: text('status', { enum: grievanceStatuses }).notNull().default('open'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('grievances_reference_key').on(t.reference),
    index('grievances_status_idx').on(t.status, t.createdAt),
    check('grievances_category_check', inList('category', grievanceCategories)),
    check('grievances_status_check', inList('status', grievanceStatuses)),
  ],
);
