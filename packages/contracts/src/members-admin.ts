import { z } from 'zod';
import { paymentSchema, subscriptionStatusSchema } from './payments';
import { deviceSessionSchema, profileSchema, userRoleSchema } from './session';
import { orderSummarySchema } from './shop-orders';
import { consolePageOf, consolePaging } from './console-lists';

export const memberSorts = ['joined', 'name'] as const;

/** `GET /api/admin/members`: `q` matches a name, username, e-mail or mobile number (digits anywhere in it). */
export const memberListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: userRoleSchema.optional(),
  sort: z.enum(memberSorts).default('joined'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...consolePaging,
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** A member in the console's list. */
export const adminMemberRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  role: userRoleSchema,
  joinedAt: z.string(),
  /** The last time one of the member's devices was seen, if any is signed in. */
  lastSeenAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberPageSchema = consolePageOf(adminMemberRowSchema);
export type AdminMemberPage = z.infer<typeof adminMemberPageSchema>;

/**
 * `GET /api/admin/members/:id`: what the member sees on My Account, for an operator — profile
 * (whether a parental PIN is set, never the PIN), plan, signed-in devices, payments and orders.
 */
export const adminMemberSchema = z.object({
  profile: profileSchema,
  subscription: subscriptionStatusSchema,
  devices: z.array(deviceSessionSchema.omit({ current: true })),
  payments: z.array(paymentSchema),
  orders: z.array(orderSummarySchema.omit({ actions: true })),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
