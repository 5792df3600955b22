import { z } from 'zod';
import { accessTierSchema } from './catalogue';
import { languages, type Language } from './locales';

/** The qualities a plan may cap at: the transcoding ladder's heights (apps/server/src/modules/media/ladder.ts). */
export const planQualities = [360, 540, 720, 1080] as const;

/** A plan's texts in one language, as the plans page shows them. */
export const planTextsSchema = z.object({
  name: z.string({ error: 'enter a name' }).trim().min(1, 'enter a name').max(60, 'at most 60 characters'),
  description: z.string().trim().max(300, 'at most 300 characters'),
  /** The ticked lines under the price, one each. */
  features: z
    .array(z.string().trim().min(1, 'a feature cannot be empty').max(120, 'at most 120 characters'))
    .max(12, 'at most 12 features'),
});
export type PlanTexts = z.infer<typeof planTextsSchema>;

/** Texts in every interface language: the plans page lists only plans that have them in the reader's. */
const everyLanguage = z.object(
  Object.fromEntries(languages.map((lang) => [lang, planTextsSchema])) as Record<Language, typeof planTextsSchema>,
);

/** A plan as the console edits it, with how many members hold it now. */
export const adminPlanSchema = z.object({
  code: z.string(),
  /** On sale; a retired plan sells no more, and its periods run out. */
  active: z.boolean(),
  /** Paise, before GST. */
  pricePaise: z.number().int(),
  gstPercent: z.number(),
  billingMonths: z.number().int(),
  maxHeight: z.number().int(),
  streams: z.number().int(),
  tiers: z.array(accessTierSchema),
  includesAdult: z.boolean(),
  texts: everyLanguage,
  /** Members with a period of this plan running now. */
  members: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.object({ items: z.array(adminPlanSchema) });
export type AdminPlanList = z.infer<typeof adminPlanListSchema>;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * `PATCH /api/admin/plans/:code`: only what is sent changes. A new price is charged on purchases
 * from now on; periods already paid for keep what they cost.
 */
export const planPatchSchema = z
  .object({
    texts: everyLanguage,
    pricePaise: whole(0, 10_000_000, 'enter a price from ₹0 to ₹1,00,000'),
    gstPercent: z
      .number({ error: 'enter a GST rate from 0 to 100 %' })
      .min(0, 'enter a GST rate from 0 to 100 %')
      .max(100, 'enter a GST rate from 0 to 100 %')
      .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, 'at most two decimals'),
    billingMonths: whole(1, 36, 'enter 1 to 36 months'),
    maxHeight: z
      .number()
      .refine((height) => (planQualities as readonly number[]).includes(height), 'choose one of the qualities'),
    streams: whole(1, 20, 'enter 1 to 20 screens'),
    tiers: z
      .array(accessTierSchema)
      .min(1, 'choose at least one tier')
      .refine((tiers) => new Set(tiers).size === tiers.length, 'name each tier once'),
    includesAdult: z.boolean(),
    active: z.boolean(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'send at least one field to change');
export type PlanPatch = z.input<typeof planPatchSchema>;
