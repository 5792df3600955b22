import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '@reelhouse/contracts/locales';
import { newsletterDeliveryStates, newsletterIssueStatuses, newsletterStatuses } from '@reelhouse/contracts/newsletter';
import { createdAt, inList } from './columns';

/**
 * Newsletter addresses, one row per address whatever its case. `pending` until the owner follows
 * the confirmation link (double opt-in), `unsubscribed` when they leave; rows are kept so a
 * repeated sign-up reuses them. Links are signed, so no token is stored.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    status: text('status', { enum: newsletterStatuses }).notNull().default('pending'),
    /** Where the address was given: the shop footer or the blog. */
    source: text('source').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').using('btree', sql`lower(${t.email})`),
    check('newsletter_subscribers_status_check', inList('status', newsletterStatuses)),
  ],
);

/**
 * A newsletter an operator writes: a subject and a Markdown body per language (English required,
 * the others where written). `draft` until sent; `sending` while its batches go to the mail queue;
 * `sent` once every confirmed address of the moment it was sent has its mail.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    texts: jsonb('texts').$type<Partial<Record<Language, { subject: string; body: string }>>>().notNull(),
    status: text('status', { enum: newsletterIssueStatuses }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  () => [check('newsletter_issues_status_check', inList('status', newsletterIssueStatuses))],
);

/**
 * Who a newsletter goes to, fixed when it is sent: one row per issue and address, so nobody gets
 * it twice whatever retries or restarts happen. `waiting` until its mail is queued; `skipped` when
 * the address left the list before its turn.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    state: text('state', { enum: newsletterDeliveryStates }).notNull().default('waiting'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index('newsletter_deliveries_waiting_idx').on(t.issueId, t.state),
    check('newsletter_deliveries_state_check', inList('state', newsletterDeliveryStates)),
  ],
);
