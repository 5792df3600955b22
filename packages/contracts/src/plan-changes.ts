import { z } from 'zod';
import { langQuerySchema } from './catalogue';
import { rowId, rowIdParam } from './numbers';
import { paymentStartedSchema, subscriptionStatusSchema } from './payments';
import { planPriceSchema } from './plans';

/** `POST /api/account/subscription/change`: the plan to move to. */
export const planChangeBodySchema = z.object({ planId: rowId({ error: 'must be the id of a plan' }) });
export type PlanChangeBody = z.infer<typeof planChangeBodySchema>;

/** `GET /api/account/subscription/change?planId=`: what moving to a plan would do, before doing it. */
export const planChangeQuerySchema = langQuerySchema.extend({
  planId: rowIdParam({ error: 'must be the id of a plan' }),
});

/**
 * What a change of plan is: an upgrade (a better plan, now, for the prorated difference), a
 * downgrade (a lower plan, from the next renewal), or keeping the plan one has (undoing a downgrade).
 */
export const planChangeKinds = ['upgrade', 'downgrade', 'keep'] as const;
export type PlanChangeKind = (typeof planChangeKinds)[number];

const namedPlan = z.object({ code: z.string(), name: z.string() });

export const planChangeQuoteSchema = z.object({
  kind: z.enum(planChangeKinds),
  from: namedPlan,
  to: namedPlan,
  /** When the new plan starts: now for an upgrade, the next renewal for the others. */
  effectiveAt: z.string(),
  /** An upgrade's: until when the better plan runs for the difference (when the plan held would have ended). */
  until: z.string().nullable(),
  /** An upgrade's prorated difference, with GST: what is paid now. */
  price: planPriceSchema.nullable(),
  /** What each renewal costs afterwards, with GST; null when the plan does not renew by itself. */
  renewalPaise: z.number().int().nullable(),
});
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;

/** The change made: an upgrade's payment to complete at PhonePe (null for the others), and the subscription now. */
export const planChangeResultSchema = z.object({
  quote: planChangeQuoteSchema,
  payment: paymentStartedSchema.nullable(),
  subscription: subscriptionStatusSchema,
});
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;

/**
 * Why a change of plan was refused (the problem's `reason`): the member holds no plan, chose the one
 * they have, chose the free plan, has a renewal under way, or asked to downgrade a plan that does
 * not renew by itself.
 */
export const planChangeRefusals = ['no_plan', 'same_plan', 'free_plan', 'renewal_under_way', 'not_renewing'] as const;
export type PlanChangeRefusal = (typeof planChangeRefusals)[number];
