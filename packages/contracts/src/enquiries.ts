import { z } from 'zod';

/** Where an enquiry stands in the console's inbox. */
export const enquiryStatuses = ['new', 'answered', 'closed'] as const;
export const enquiryStatusSchema = z.enum(enquiryStatuses);
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>;

/**
 * The contact form (`POST /api/send-enquiry/`): PRODUCT.md's name, e-mail and message, plus
 * `website`, a field people never see and never fill — only form-filling robots do.
 */
export const enquiryInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'At most 100 characters.'),
  email: z.email('Enter an e-mail address such as name@example.com.').max(254),
  message: z.string().trim().min(10, 'Write at least 10 characters.').max(5000, 'At most 5000 characters.'),
  website: z.string().max(500).optional(),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

export const enquiryReceiptSchema = z.object({
  success: z.literal(true),
  data: z.object({ received: z.literal(true) }),
});
