import { z } from 'zod';
import { consolePageOf, consolePaging } from './console-lists';
import { languages } from './locales';
import { newsletterIssueStatuses, newsletterStatuses } from './newsletter';

/** `GET /api/admin/newsletter/subscribers`: `q` matches part of an address. */
export const subscriberListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(newsletterStatuses).optional(),
  ...consolePaging,
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  language: z.enum(languages),
  status: z.enum(newsletterStatuses),
  source: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

/** A page of subscribers with how many addresses are in each state (over the whole list). */
export const subscriberPageSchema = consolePageOf(adminSubscriberSchema).extend({
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

const issueTexts = z.object({
  subject: z.string().trim().min(1, 'enter a subject').max(200, 'at most 200 characters'),
  body: z.string().trim().min(1, 'write the newsletter').max(50_000, 'at most 50,000 characters'),
});

/** A newsletter as an operator writes it: English required, other languages where written. */
export const newsletterIssueInputSchema = z.object({
  texts: z
    .partialRecord(z.enum(languages), issueTexts)
    .refine((texts) => texts.en !== undefined, { message: 'English texts are required' }),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInputSchema>;

/** A newsletter with where its sending stands: addresses it goes to, mails queued, addresses that left first. */
export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  texts: z.partialRecord(z.enum(languages), z.object({ subject: z.string(), body: z.string() })),
  status: z.enum(newsletterIssueStatuses),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  recipients: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;
export const newsletterIssueListSchema = z.object({ items: z.array(newsletterIssueSchema) });
export type NewsletterIssueList = z.infer<typeof newsletterIssueListSchema>;
