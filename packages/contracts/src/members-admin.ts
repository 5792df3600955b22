import { z } from 'zod';
import { entitlementSchema } from './entitlements';
import { paymentSchema, subscriptionStatusSchema } from './payments';
import { planCodeParamsSchema } from './plans';
import { rowIdParam } from './numbers';
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

/** What the member watched: how many titles, and the latest with how far they got. */
export const memberWatchingSchema = z.object({
  titles: z.number().int(),
  recent: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      /** The episode's name, for a series. */
      episode: z.string().nullable(),
      /** 0 to 1: how much of it was watched. */
      progress: z.number(),
      at: z.string(),
    }),
  ),
});

/**
 * `GET /api/admin/members/:id`: what the member sees on My Account, for an operator — profile
 * (whether a parental PIN is set, never the PIN), plan and its periods, signed-in devices,
 * payments, orders and what they watched — and whether an operator blocked them.
 */
export const adminMemberSchema = z.object({
  profile: profileSchema,
  blocked: z.object({ at: z.string(), reason: z.string() }).nullable(),
  subscription: subscriptionStatusSchema,
  /** Every right the member holds or held: the entitlement ledger. */
  entitlements: z.array(entitlementSchema),
  devices: z.array(deviceSessionSchema.omit({ current: true })),
  payments: z.array(paymentSchema),
  orders: z.array(orderSummarySchema.omit({ actions: true })),
  watching: memberWatchingSchema,
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

const reason = z
  .string({ error: 'say why, in a few words' })
  .trim()
  .min(3, 'say why, in a few words')
  .max(500, 'at most 500 characters');

/** `POST /api/admin/members/:id/grants`: a complimentary period of a plan, with no payment and no invoice. */
export const memberGrantSchema = z.object({
  plan: planCodeParamsSchema.shape.code,
  days: z.coerce
    .number({ error: 'enter a number of days from 1 to 366' })
    .int('enter a number of days from 1 to 366')
    .min(1, 'enter a number of days from 1 to 366')
    .max(366, 'enter a number of days from 1 to 366'),
  reason,
});
export type MemberGrant = z.input<typeof memberGrantSchema>;

/** `PATCH /api/admin/members/:id`: the member's role. */
export const memberRoleSchema = z.object({ role: userRoleSchema });
export type MemberRole = z.input<typeof memberRoleSchema>;

/** `PUT /api/admin/members/:id/block`: why the member may no longer sign in. */
export const memberBlockSchema = z.object({ reason });
export type MemberBlock = z.input<typeof memberBlockSchema>;

/** A member's signed-in device, as the console names it to sign it out. */
export const memberSessionParamsSchema = z.object({ id: rowIdParam(), session: z.string().min(1).max(64) });
