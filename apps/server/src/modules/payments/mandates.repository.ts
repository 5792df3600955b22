import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { priceWithGst } from '@reelhouse/contracts/plans';
import type { MandateState } from '@reelhouse/contracts/subscriptions';
import { rows, type Db } from '@reelhouse/db/database';
import { paymentMandates } from '@reelhouse/db/schema/subscriptions';
import { isoTime } from '../../platform/sql';

export type MandateRow = typeof paymentMandates.$inferSelect;

/** Members' Autopay mandates as we know them (the gateway has the final word on their state). */
export class MandatesRepository {
  constructor(private readonly db: Db) {}

  async create(mandate: {
    userId: number;
    merchantSubscriptionId: string;
    gateway: string;
    maxAmountPaise: number;
    setupPaymentId: number;
  }): Promise<MandateRow> {
    const [row] = await this.db.insert(paymentMandates).values(mandate).returning();
    if (!row) throw new Error('mandate insert returned nothing');
    return row;
  }

  async byMerchantSubscriptionId(merchantSubscriptionId: string): Promise<MandateRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentMandates)
      .where(eq(paymentMandates.merchantSubscriptionId, merchantSubscriptionId));
    return row ?? null;
  }

  /** Records the gateway's word on a mandate that was not pending (a setup decides those). */
  async recordState(id: number, state: MandateState): Promise<MandateRow | null> {
    const [row] = await this.db
      .update(paymentMandates)
      .set({ state, updatedAt: sql`now()` })
      .where(and(eq(paymentMandates.id, id), inArray(paymentMandates.state, ['active', 'paused'])))
      .returning();
    return row ?? null;
  }

  /**
   * How the member's plan goes on: renewing or not, when the next debit is due (the announced
   * attempt's, else the end of their paid coverage), on which plan at what price, from which mandate.
   */
  async renewalOf(
    userId: number,
    lang: Language,
  ): Promise<Pick<SubscriptionStatus, 'autoRenew' | 'nextRenewalAt' | 'renewal' | 'mandate'>> {
    const [found] = await rows<{
      autoRenew: boolean;
      mandateState: MandateState | null;
      maxAmountPaise: number | null;
      code: string;
      name: string;
      pricePaise: number;
      gstBasisPoints: number;
      announcedAt: string | null;
      coveredUntil: string | null;
    }>(
      this.db,
      sql`select ms.auto_renew as "autoRenew", m.state as "mandateState", m.max_amount_paise as "maxAmountPaise",
                 p.code, t.name, p.price_paise as "pricePaise", p.gst_basis_points as "gstBasisPoints",
                 (select ${isoTime('min(debit_at)', 'milliseconds')} from renewals
                   where user_id = ms.user_id and state = 'notified') as "announcedAt",
                 (select ${isoTime('max(ends_at)', 'milliseconds')} from entitlements
                   where user_id = ms.user_id and kind = 'plan' and state = 'active' and source <> 'grace'
                     and ends_at > now()) as "coveredUntil"
            from member_subscriptions ms
            left join payment_mandates m on m.id = ms.mandate_id
            join plans p on p.id = coalesce(ms.next_plan_id, ms.plan_id)
            join plan_translations t on t.plan_id = p.id and t.lang = ${lang}
           where ms.user_id = ${userId}`,
    );
    const mandate =
      found?.mandateState && found.maxAmountPaise !== null
        ? { state: found.mandateState, maxAmountPaise: found.maxAmountPaise }
        : null;
    const renewing = found?.autoRenew === true && mandate?.state === 'active';
    if (!found || !renewing) return { autoRenew: false, nextRenewalAt: null, renewal: null, mandate };
    return {
      autoRenew: true,
      nextRenewalAt: found.announcedAt ?? found.coveredUntil,
      renewal: {
        plan: { code: found.code, name: found.name },
        amountPaise: priceWithGst(found.pricePaise, found.gstBasisPoints).totalPaise,
      },
      mandate,
    };
  }

  /**
   * The most a renewal may cost: the dearest plan on sale with its GST. The mandate allows up to
   * this, so a member who changes plans keeps the one mandate.
   */
  async highestRenewalPaise(): Promise<number> {
    const [highest] = await rows<{ paise: number }>(
      this.db,
      sql`select coalesce(max(price_paise + round(price_paise * gst_basis_points / 10000.0)), 0)::int as paise
            from plans where active and price_paise > 0`,
    );
    return highest?.paise ?? 0;
  }
}
