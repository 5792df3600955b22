import type { AccessTier } from '@reelhouse/contracts/catalogue';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { planPatchSchema, type AdminPlan } from '@reelhouse/contracts/plans-admin';
import { z } from 'zod';
import { numberOf, paiseOf, rupeesText } from '../components/typed-numbers';

interface TextsValues {
  name: string;
  description: string;
  /** One feature per line. */
  features: string;
}

/**
 * What the plan form holds, its fields named as the API's (so the server's problems land beside
 * them): the price is typed in rupees, numbers as typed.
 */
export interface PlanFormValues {
  texts: Record<Language, TextsValues>;
  pricePaise: string;
  gstPercent: string;
  billingMonths: string;
  maxHeight: string;
  streams: string;
  tiers: AccessTier[];
  includesAdult: boolean;
  active: boolean;
}

export function planValues(plan: AdminPlan): PlanFormValues {
  return {
    texts: Object.fromEntries(
      languages.map((lang) => {
        const texts = plan.texts[lang];
        return [lang, { name: texts.name, description: texts.description, features: texts.features.join('\n') }];
      }),
    ) as Record<Language, TextsValues>,
    pricePaise: rupeesText(plan.pricePaise),
    gstPercent: String(plan.gstPercent),
    billingMonths: String(plan.billingMonths),
    maxHeight: String(plan.maxHeight),
    streams: String(plan.streams),
    tiers: plan.tiers,
    includesAdult: plan.includesAdult,
    active: plan.active,
  };
}

/** The whole plan as the API takes it: rupees to paise, lines to features. */
export const planFormSchema = z.preprocess(
  (values: PlanFormValues) => ({
    texts: Object.fromEntries(
      languages.map((lang) => {
        const texts = values.texts[lang];
        const features = texts.features
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        return [lang, { name: texts.name, description: texts.description, features }];
      }),
    ),
    pricePaise: paiseOf(values.pricePaise),
    gstPercent: numberOf(values.gstPercent),
    billingMonths: numberOf(values.billingMonths),
    maxHeight: numberOf(values.maxHeight),
    streams: numberOf(values.streams),
    tiers: values.tiers,
    includesAdult: values.includesAdult,
    active: values.active,
  }),
  planPatchSchema,
);
