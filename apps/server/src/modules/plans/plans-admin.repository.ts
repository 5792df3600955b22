import { asc, eq, sql } from 'drizzle-orm';
import { languages, type Language } from '@reelhouse/contracts/locales';
import type { AdminPlan, PlanTexts } from '@reelhouse/contracts/plans-admin';
import type { Db } from '@reelhouse/db/database';
import { plans, planTranslations } from '@reelhouse/db/schema/plans';

/** The columns of a plan an operator changes (texts apart). */
export type PlanColumns = Pick<
  typeof plans.$inferInsert,
  'pricePaise' | 'gstBasisPoints' | 'billingMonths' | 'maxHeight' | 'streams' | 'tiers' | 'includesAdult' | 'active'
>;

/** Every plan, on sale or retired, with its texts in every language and how many members hold it now. */
export class PlansAdminRepository {
  constructor(private readonly db: Db) {}

  async list(): Promise<AdminPlan[]> {
    const found = await this.db
      .select({
        id: plans.id,
        code: plans.code,
        active: plans.active,
        pricePaise: plans.pricePaise,
        gstBasisPoints: plans.gstBasisPoints,
        billingMonths: plans.billingMonths,
        maxHeight: plans.maxHeight,
        streams: plans.streams,
        tiers: plans.tiers,
        includesAdult: plans.includesAdult,
        members: sql<number>`(select count(distinct s.user_id)::int from entitlements s
                               where s.plan_id = plans.id and s.state = 'active'
                                 and s.starts_at <= now() and s.ends_at > now())`,
      })
      .from(plans)
      .orderBy(asc(plans.position), asc(plans.id));
    const texts = await this.db.select().from(planTranslations);
    return found.map(({ id, gstBasisPoints, ...plan }) => ({
      ...plan,
      gstPercent: gstBasisPoints / 100,
      texts: Object.fromEntries(
        languages.map((lang) => {
          const row = texts.find((text) => text.planId === id && text.lang === lang);
          return [lang, { name: row?.name ?? '', description: row?.description ?? '', features: row?.features ?? [] }];
        }),
      ) as Record<Language, PlanTexts>,
    }));
  }

  /** The plan's row, locked for the caller's transaction; null when there is no such plan. */
  async lock(code: string): Promise<{ id: number } | null> {
    const [row] = await this.db.select({ id: plans.id }).from(plans).where(eq(plans.code, code)).for('update');
    return row ?? null;
  }

  async update(id: number, columns: Partial<PlanColumns>, texts?: Record<Language, PlanTexts>): Promise<void> {
    if (Object.keys(columns).length > 0)
      await this.db
        .update(plans)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(plans.id, id));
    for (const lang of texts ? languages : []) {
      const text = { planId: id, lang, ...(texts?.[lang] as PlanTexts) };
      await this.db
        .insert(planTranslations)
        .values(text)
        .onConflictDoUpdate({
          target: [planTranslations.planId, planTranslations.lang],
          set: { name: text.name, description: text.description, features: text.features },
        });
    }
  }
}
