import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@reelhouse/contracts/locales';
import { newsletterStatuses } from '@reelhouse/contracts/newsletter';
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
