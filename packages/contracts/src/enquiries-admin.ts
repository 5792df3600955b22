import { z } from 'zod';
import { consolePageOf, consolePaging } from './console-lists';
import { enquiryStatusSchema } from './enquiries';
import { rowId } from './numbers';

/** `GET /api/admin/enquiries`: by status, or found by the sender's name, e-mail or words of the message. */
export const enquiryListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: enquiryStatusSchema.optional(),
  ...consolePaging,
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** An enquiry in the inbox: who wrote, the start of what they wrote, where it stands. */
export const enquiryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  excerpt: z.string(),
  status: enquiryStatusSchema,
  assignee: person.nullable(),
  replies: z.number().int(),
  createdAt: z.string(),
});
export type EnquiryRow = z.infer<typeof enquiryRowSchema>;
export const enquiryPageSchema = consolePageOf(enquiryRowSchema);
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

/** One enquiry: the message, the member who sent it if signed in, the answers mailed, and who may be assigned. */
export const adminEnquirySchema = enquiryRowSchema.omit({ excerpt: true, replies: true }).extend({
  message: z.string(),
  language: z.string(),
  member: person.nullable(),
  replies: z.array(z.object({ id: z.number().int(), author: z.string().nullable(), body: z.string(), at: z.string() })),
  /** The operators an enquiry can be given to. */
  operators: z.array(person),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;

/** `POST /api/admin/enquiries/:id/replies`: mailed to the sender and kept with the enquiry. */
export const enquiryReplySchema = z.object({
  body: z.string({ error: 'write the answer' }).trim().min(2, 'write the answer').max(5000, 'at most 5000 characters'),
});
export type EnquiryReply = z.input<typeof enquiryReplySchema>;

/** `PATCH /api/admin/enquiries/:id`: close or reopen it, give it to an operator (null: to nobody). */
export const enquiryPatchSchema = z
  .object({ status: enquiryStatusSchema, assigneeId: rowId().nullable() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'send at least one field to change');
export type EnquiryPatch = z.input<typeof enquiryPatchSchema>;
