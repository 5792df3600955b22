import { z } from 'zod';
import { consolePaging, consolePageOf } from './console-lists';

/** What a complaint is about (IT Rules 2021: content, its classification, or the service itself). */
export const grievanceCategories = ['title', 'rating', 'service'] as const;
export const grievanceCategorySchema = z.enum(grievanceCategories, { error: 'choose what the complaint is about' });
export type GrievanceCategory = z.infer<typeof grievanceCategorySchema>;

export const grievanceStatuses = ['open', 'resolved'] as const;
export const grievanceStatusSchema = z.enum(grievanceStatuses);
export type GrievanceStatus = z.infer<typeof grievanceStatusSchema>;

/** Hours to acknowledge a complaint and days to resolve it, as the rules set them. */
export const GRIEVANCE_ACK_HOURS = 24;
export const GRIEVANCE_RESOLVE_DAYS = 15;

/** `POST /api/grievances`: anyone may complain; `website` is the hidden field only robots fill. */
export const grievanceInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'At most 100 characters.'),
  email: z.email('Enter an e-mail address such as name@example.com.').max(254),
  category: grievanceCategorySchema,
  /** The title it is about, as the complainant names it (for a title or its rating). */
  title: z.string().trim().max(200, 'At most 200 characters.').optional(),
  description: z
    .string()
    .trim()
    .min(20, 'Describe the complaint in at least 20 characters.')
    .max(5000, 'At most 5000 characters.'),
  website: z.string().max(500).optional(),
});
export type GrievanceInput = z.input<typeof grievanceInputSchema>;

/** What filing answers: the reference to quote, and the day it will be resolved by. */
export const grievanceReceiptSchema = z.object({ reference: z.string(), resolveBy: z.string() });
export type GrievanceReceipt = z.infer<typeof grievanceReceiptSchema>;

/** `GET /api/admin/grievances`: open ones first, the overdue among them first of all. */
export const grievanceListQuerySchema = z.object({ status: grievanceStatusSchema.optional(), ...consolePaging });
export type GrievanceListQuery = z.infer<typeof grievanceListQuerySchema>;

export const grievanceRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  category: grievanceCategorySchema,
  title: z.string().nullable(),
  status: grievanceStatusSchema,
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** Resolution is due by then (15 days after it was filed). */
  resolveBy: z.string(),
  resolvedAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type GrievanceRow = z.infer<typeof grievanceRowSchema>;
export const grievancePageSchema = consolePageOf(grievanceRowSchema);
export type GrievancePage = z.infer<typeof grievancePageSchema>;

export const adminGrievanceSchema = grievanceRowSchema.extend({
  description: z.string(),
  language: z.string(),
  resolution: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

/** `POST /api/admin/grievances/:id/resolution`: the answer mailed to the complainant and kept. */
export const grievanceResolutionSchema = z.object({
  reply: z
    .string({ error: 'write the answer' })
    .trim()
    .min(10, 'write the answer (at least 10 characters)')
    .max(5000, 'at most 5000 characters'),
});
export type GrievanceResolution = z.input<typeof grievanceResolutionSchema>;

/** `GET /api/admin/grievances/report?month=YYYY-MM`: the monthly disclosure's figures. */
export const grievanceReportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'choose a month as YYYY-MM'),
});

const counts = z.object({ received: z.number().int(), resolved: z.number().int(), pending: z.number().int() });
/** Received in the month, resolved in it, and pending at its end, in all and by category. */
export const grievanceReportSchema = counts.extend({
  month: z.string(),
  categories: z.array(counts.extend({ category: grievanceCategorySchema })),
});
export type GrievanceReport = z.infer<typeof grievanceReportSchema>;
