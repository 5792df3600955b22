import { z } from 'zod';
import { rowIdParam, unixSeconds } from './numbers';

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export const newsletterIssueStatuses = ['draft', 'sending', 'sent'] as const;
export const newsletterDeliveryStates = ['waiting', 'queued', 'skipped'] as const;
export const newsletterSources = ['shop', 'blog'] as const;

export const newsletterSignUpSchema = z.object({
  email: z.email({ error: 'enter a valid e-mail address' }).max(254),
  source: z.enum(newsletterSources).default('shop'),
  /** Hidden from people; only robots fill it. */
  website: z.string().max(200).optional(),
});
export type NewsletterSignUp = z.input<typeof newsletterSignUpSchema>;

/** The same answer whatever the address's state, so the form tells nobody who is subscribed. */
export const newsletterSignUpReceiptSchema = z.object({ status: z.literal('confirmation_sent') });

const linkId = rowIdParam();
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a link token');

/** What a confirmation link carries: the subscriber, when the link expires (Unix seconds), its signature. */
export const newsletterConfirmationSchema = z.object({
  id: linkId,
  expires: unixSeconds,
  token: linkToken,
});
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmationSchema>;

/** What an unsubscribe link carries: the subscriber and its signature (it never expires). */
export const newsletterUnsubscribeSchema = z.object({ id: linkId, token: linkToken });
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribeSchema>;

export const newsletterStateSchema = z.object({ status: z.enum(['confirmed', 'unsubscribed']) });
