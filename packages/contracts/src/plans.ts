import { z } from 'zod';
import { accessTierSchema } from './catalogue';

/**
 * A price in paise: the plan's fee, the GST charged on it and what is paid. Fees exclude GST, so
 * the three are shown apart (PRODUCT.md, "Plans"); `gstPercent` is the rate, e.g. 18.
 */
export const planPriceSchema = z.object({
  basePaise: z.number().int(),
  gstPercent: z.number(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** A plan as members compare and buy it, in the requested language. */
export const planSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price: planPriceSchema,
  billingMonths: z.number().int(),
  /** Tallest video quality, in lines (540, 720, 1080…). */
  maxHeight: z.number().int(),
  /** Devices that may stream at the same time. */
  streams: z.number().int(),
  tiers: z.array(accessTierSchema),
  /** A-rated titles, for members who confirmed they are 18 or older. */
  includesAdult: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.object({ items: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

export const planCodeParamsSchema = z.object({
  code: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a plan code such as "premium"'),
});

/**
 * GST on a fee, rounded to the paisa (half up), and the total. The one place money is added up,
 * shared by the plan list, payments and invoices.
 */
export function priceWithGst(basePaise: number, gstBasisPoints: number): PlanPrice {
  const gstPaise = Math.round((basePaise * gstBasisPoints) / 10_000);
  return { basePaise, gstPercent: gstBasisPoints / 100, gstPaise, totalPaise: basePaise + gstPaise };
}
