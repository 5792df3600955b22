import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import { priceWithGst, type Plan } from '@reelhouse/contracts/plans';
import type { Db } from '@reelhouse/db/database';
import { plans, planTranslations } from '@reelhouse/db/schema/plans';
import { entitlements } from '@reelhouse/db/schema/entitlements';
import type { PlanEntitlements, PlanSource } from './plan-entitlements';

const FREE_CODE = 'free';

/** Every plan has its texts in every interface language (the seed and the console see to it). */
const translation = (lang: Language) => and(eq(planTranslations.planId, plans.id), eq(planTranslations.lang, lang));

const columns = {
  id: plans.id,
  code: plans.code,
  name: planTranslations.name,
  description: planTranslations.description,
  features: planTranslations.features,
  pricePaise: plans.pricePaise,
  gstBasisPoints: plans.gstBasisPoints,
  billingMonths: plans.billingMonths,
  maxHeight: plans.maxHeight,
  streams: plans.streams,
  tiers: plans.tiers,
  includesAdult: plans.includesAdult,
};

type PlanRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toPlan = ({ pricePaise, gstBasisPoints, ...plan }: PlanRow): Plan => ({
  ...plan,
  price: priceWithGst(pricePaise, gstBasisPoints),
});

/**
 * The plans on sale, and which one a member holds: the best plan among the plan periods in their
 * entitlement ledger that are in force now, else the free plan. Playback asks on every start and heartbeat.
 */
export class PlansRepository implements PlanSource {
  constructor(private readonly db: Db) {}

  /** Plans on sale, cheapest first as the operator ordered them. */
  async list(lang: Language): Promise<Plan[]> {
    const rows = await this.db
      .select(columns)
      .from(plans)
      .innerJoin(planTranslations, translation(lang))
      .where(eq(plans.active, true))
      .orderBy(asc(plans.position), asc(plans.id));
    return rows.map(toPlan);
  }

  async byCode(code: string, lang: Language): Promise<Plan | null> {
    const [row] = await this.db
      .select(columns)
      .from(plans)
      .innerJoin(planTranslations, translation(lang))
      .where(and(eq(plans.code, code), eq(plans.active, true)));
    return row ? toPlan(row) : null;
  }

  /** A plan on sale, with what a payment for it is computed from. */
  async forSale(planId: number): Promise<{ id: number; pricePaise: number; gstBasisPoints: number } | null> {
    const [plan] = await this.db
      .select({ id: plans.id, pricePaise: plans.pricePaise, gstBasisPoints: plans.gstBasisPoints })
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.active, true)));
    return plan ?? null;
  }

  async of(userId: number | null, now = new Date()): Promise<PlanEntitlements> {
    const free = eq(plans.code, FREE_CODE);
    // Members: one query for the plans they hold now, or the free plan, best first.
    const held =
      userId === null
        ? null
        : sql<boolean>`exists (select 1 from ${entitlements} where ${and(
            eq(entitlements.planId, plans.id),
            eq(entitlements.userId, userId),
            eq(entitlements.state, 'active'),
            lte(entitlements.startsAt, now),
            gt(entitlements.endsAt, now),
          )})`;
    const [plan] = await (held
      ? this.entitlements().where(or(held, free)).orderBy(desc(held), desc(plans.position)).limit(1)
      : this.entitlements().where(free));
    if (!plan) throw new Error('the free plan is missing from the plans table');
    return plan;
  }

  private entitlements() {
    return this.db
      .select({
        name: planTranslations.name,
        tiers: plans.tiers,
        maxHeight: plans.maxHeight,
        streams: plans.streams,
        includesAdult: plans.includesAdult,
      })
      .from(plans)
      .innerJoin(planTranslations, translation('en'));
  }
}
