import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { enquiryStatuses } from '@reelhouse/contracts/enquiries';
import { users } from './accounts';
import { createdAt, inList } from './columns';

/** Messages sent through the contact form, kept so no enquiry depends on a mail arriving. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The sender's language: the confirmation mail is written in it. */
    language: text('language').notNull(),
    /** The member who sent it, when signed in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    /** new until an operator answers; closed when nothing more is to be done. */
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    /** The operator who looks after it. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    check('enquiries_status_check', inList('status', enquiryStatuses)),
  ],
);

/** An operator's answer to an enquiry, as mailed to its sender. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * The demo mail adapter's outbox: mails "sent" without an SMTP server, readable at
 * /api/dev/mail-outbox while that adapter is active.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    /** The mail's one-click unsubscribe address (List-Unsubscribe), for list mails. */
    unsubscribeUrl: text('unsubscribe_url'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.id)],
);
