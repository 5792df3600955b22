import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessTiers, type AccessTier } from '@reelhouse/contracts/catalogue';
import { createdAt, updatedAt } from './columns';

/**
 * What a member can buy. Prices are in paise and exclude GST, which is charged on top at the
 * plan's rate (basis points: 1800 is 18 %). A free plan has price 0 and is what everyone has
 * without a subscription.
 */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name for code and links: free, basic, premium. */
    code: text('code').notNull(),
    pricePaise: integer('price_paise').notNull(),
    gstBasisPoints: smallint('gst_basis_points').notNull().default(1800),
    billingMonths: smallint('billing_months').notNull().default(1),
    /** Tallest rendition its members are sent. */
    maxHeight: smallint('max_height').notNull(),
    /** Devices that may stream at the same time. */
    streams: smallint('streams').notNull(),
    /** Title tiers it unlocks. */
    tiers: text('tiers').array().notNull().$type<AccessTier[]>(),
    /** Whether A-rated titles are included (for age-confirmed members). */
    includesAdult: boolean('includes_adult').notNull().default(false),
    position: smallint('position').notNull().default(0),
    /** Offered for sale; an inactive plan still serves the members who hold it. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_code_key').on(t.code),
    check('plans_price_check', sql`${t.pricePaise} >= 0`),
    check('plans_gst_check', sql`${t.gstBasisPoints} between 0 and 10000`),
    check('plans_billing_check', sql`${t.billingMonths} between 1 and 36`),
    check('plans_streams_check', sql`${t.streams} between 1 and 20`),
    check('plans_height_check', sql`${t.maxHeight} between 144 and 4320`),
    check('plans_tiers_check', sql.raw(`tiers <@ array[${accessTiers.map((tier) => `'${tier}'`).join(', ')}]::text[]`)),
  ],
);

/** A plan's name, pitch and feature list in each interface language. */
export const planTranslations = pgTable(
  'plan_translations',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').notNull().$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.lang] })],
);
