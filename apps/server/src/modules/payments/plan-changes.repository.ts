import { sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import type { HeldPeriod } from './upgrade-proration';

/** A plan on sale as a change compares it: its rank, price and period. */
export interface PlanToChangeTo {
  id: number;
  code: string;
  name: string;
  position: number;
  pricePaise: number;
  gstBasisPoints: number;
  billingMonths: number;
}

/** Where the member stands for a change of plan. */
export interface ChangeStanding {
  /** The best plan they hold now (a paid or granted period; grace days do not count). */
  current: PlanToChangeTo | null;
  /** The plan their next renewal is on, when they chose a lower one. */
  nextPlanId: number | null;
  /** Their plan renews by itself, on an active mandate. */
  renewing: boolean;
  /** A renewal already announced to the bank or being debited: when it is debited. */
  renewalUnderWayAt: Date | null;
  /** The periods they hold from now on, with what each was worth when bought (without GST). */
  held: HeldPeriod[];
}

const planColumns = sql`p.id, p.code, t.name, p.position, p.price_paise as "pricePaise",
  p.gst_basis_points as "gstBasisPoints", p.billing_months as "billingMonths"`;

/** The reads a member's change of plan needs, and the downgrade it records for the next period. */
export class PlanChangesRepository {
  constructor(private readonly db: Db) {}

  async planOnSale(planId: number, lang: Language): Promise<PlanToChangeTo | null> {
    const [plan] = await rows<PlanToChangeTo>(
      this.db,
      sql`select ${planColumns} from plans p join plan_translations t on t.plan_id = p.id and t.lang = ${lang}
           where p.id = ${planId} and p.active`,
    );
    return plan ?? null;
  }

  async standingOf(userId: number, lang: Language): Promise<ChangeStanding> {
    const [current] = await rows<PlanToChangeTo>(
      this.db,
      sql`select ${planColumns} from entitlements e
            join plans p on p.id = e.plan_id
            join plan_translations t on t.plan_id = p.id and t.lang = ${lang}
           where e.user_id = ${userId} and e.kind = 'plan' and e.state = 'active' and e.source <> 'grace'
             and e.starts_at <= now() and e.ends_at > now()
           order by p.position desc limit 1`,
    );
    const [subscription] = await rows<{ nextPlanId: number | null; renewing: boolean; underWayAt: string | null }>(
      this.db,
      sql`select ms.next_plan_id as "nextPlanId", ms.auto_renew and m.state = 'active' as renewing,
                 (select min(debit_at) from renewals r
                   where r.user_id = ms.user_id and r.state in ('notified', 'debiting')) as "underWayAt"
            from member_subscriptions ms left join payment_mandates m on m.id = ms.mandate_id
           where ms.user_id = ${userId}`,
    );
    const held = await rows<{ startsAt: string; endsAt: string; valuePaise: number }>(
      this.db,
      sql`select e.starts_at as "startsAt", e.ends_at as "endsAt", ${periodValue} as "valuePaise"
            from entitlements e
            join plans p on p.id = e.plan_id
            left join payments pay on pay.id = e.payment_id
           where e.user_id = ${userId} and e.kind = 'plan' and e.state = 'active' and e.source <> 'grace'
             and e.ends_at > now()`,
    );
    return {
      current: current ?? null,
      nextPlanId: subscription?.nextPlanId ?? null,
      renewing: subscription?.renewing === true,
      renewalUnderWayAt: subscription?.underWayAt ? new Date(subscription.underWayAt) : null,
      held: held.map((period) => ({
        startsAt: new Date(period.startsAt),
        endsAt: new Date(period.endsAt),
        valuePaise: Number(period.valuePaise),
      })),
    };
  }

  /**
   * The next renewal is on `planId` (null: on the plan the member has); false when nothing renews.
   * `confirm` runs in the same transaction once it is done (the mail).
   */
  async renewOn(userId: number, planId: number | null, confirm: (tx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const changed = await rows<{ userId: number }>(
        tx,
        sql`update member_subscriptions set next_plan_id = ${planId}, updated_at = now()
             where user_id = ${userId} and auto_renew returning user_id as "userId"`,
      );
      if (changed.length === 0) return false;
      await confirm(tx);
      return true;
    });
  }
}

/**
 * What a period in the ledger was worth when bought, without GST: its payment's fee plus the credit
 * an upgrade carried over; for a granted period, its plan's fee.
 */
export const periodValue = sql`coalesce(pay.base_paise + pay.credit_paise, p.price_paise)`;
