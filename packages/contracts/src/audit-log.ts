import { z } from 'zod';
import { consolePageOf, consolePaging } from './console-lists';
import { rowIdParam } from './numbers';

const day = z.iso.date({ error: 'enter a date as YYYY-MM-DD' });

/**
 * `GET /api/admin/audit`: every operator change, newest first; by operator, by area (the part of
 * an action before its dot: `title`, `member`, `order`…) and by day (the operator's time zone).
 */
export const auditQuerySchema = z.object({
  actor: rowIdParam().optional(),
  area: z
    .string()
    .regex(/^[a-z-]{1,40}$/, 'an area is a word such as "title"')
    .optional(),
  from: day.optional(),
  to: day.optional(),
  ...consolePaging,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One change: who, what, to which thing, when, and what was asked or changed (before and after). */
export const auditLogLineSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  /** `<kind>:<key>`: `title:monsoon-letters`, `order:100023`, `member:42`. */
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogLine = z.infer<typeof auditLogLineSchema>;

/** A page of the log, with what its filters can offer: the areas and operators found in it. */
export const auditPageSchema = consolePageOf(auditLogLineSchema).extend({
  areas: z.array(z.string()),
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
