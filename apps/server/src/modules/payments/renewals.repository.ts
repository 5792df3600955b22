import { and, eq, sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import { payments } from '@reelhouse/db/schema/payments';
import { renewals } from '@reelhouse/db/schema/subscriptions';
import type { PaymentGateway } from '../../integrations/phonepe/payment-gateway';
import { AutopaySettlementRepository } from './autopay-settlement.repository';

/** A payment's GST columns: the seller's state, the place of supply and the three taxes. */
export type GstColumns = Pick<
  typeof payments.$inferInsert,
  'sellerState' | 'placeOfSupply' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'
>;

/** A renewal attempt as the schedule works on it. */
export interface RenewalRow {
  id: number;
  userId: number;
  mandateId: number;
  merchantSubscriptionId: string;
  dueAt: Date;
  attempt: number;
  planId: number;
  merchantOrderId: string;
  amountPaise: number;
  debitAt: Date;
}

/** What the next attempt at renewing a member's period is: its plan, price and when it is due. */
export interface RenewalDue {
  userId: number;
  mandateId: number;
  merchantSubscriptionId: string;
  maxAmountPaise: number;
  dueAt: Date;
  attempt: number;
  planId: number;
  pricePaise: number;
  gstBasisPoints: number;
}

const renewalColumns = sql`r.id, r.user_id as "userId", r.mandate_id as "mandateId",
  m.merchant_subscription_id as "merchantSubscriptionId", r.due_at as "dueAt", r.attempt, r.plan_id as "planId",
  r.merchant_order_id as "merchantOrderId", r.amount_paise as "amountPaise", r.debit_at as "debitAt"`;

/**
 * The renewal schedule's reads and writes. Coverage is the member's active plan periods (grace
 * days aside): a period is renewed when that coverage ends, on the plan the subscription says.
 */
export class RenewalsRepository {
  constructor(private readonly db: Db) {}

  /**
   * First attempts due within `withinHours`: members renewing on an active mandate whose coverage
   * ends by then and who have no attempt for that end yet.
   */
  async firstAttemptsDue(withinHours: number): Promise<RenewalDue[]> {
    return rows<RenewalDue>(
      this.db,
      sql`with coverage as (
            select user_id, max(ends_at) as ends_at from entitlements
             where kind = 'plan' and state = 'active' and source <> 'grace' and ends_at > now()
             group by user_id
          )
          select ms.user_id as "userId", m.id as "mandateId", m.merchant_subscription_id as "merchantSubscriptionId",
                 m.max_amount_paise as "maxAmountPaise", c.ends_at as "dueAt", 1 as attempt,
                 p.id as "planId", p.price_paise as "pricePaise", p.gst_basis_points as "gstBasisPoints"
            from member_subscriptions ms
            join payment_mandates m on m.id = ms.mandate_id and m.state = 'active'
            join coverage c on c.user_id = ms.user_id
            join plans p on p.id = coalesce(ms.next_plan_id, ms.plan_id)
           where ms.auto_renew and p.price_paise > 0
             and c.ends_at <= now() + make_interval(hours => ${withinHours})
             and not exists (select 1 from renewals r where r.user_id = ms.user_id and r.due_at = c.ends_at)`,
    );
  }

  /**
   * Next attempts after failed ones: the attempt that failed, for members still renewing, with no
   * later attempt yet. `retryAfterDays[n]` is how long after the due time attempt n + 1 is debited.
   */
  async retriesDue(noticeHours: number, retryAfterDays: Record<number, number>): Promise<RenewalDue[]> {
    return rows<RenewalDue>(
      this.db,
      sql`select r.user_id as "userId", m.id as "mandateId", m.merchant_subscription_id as "merchantSubscriptionId",
                 m.max_amount_paise as "maxAmountPaise", r.due_at as "dueAt", r.attempt + 1 as attempt,
                 r.plan_id as "planId", p.price_paise as "pricePaise", p.gst_basis_points as "gstBasisPoints"
            from renewals r
            join member_subscriptions ms on ms.user_id = r.user_id and ms.auto_renew and ms.mandate_id = r.mandate_id
            join payment_mandates m on m.id = r.mandate_id
            join plans p on p.id = r.plan_id
           where r.state in ('failed', 'refused') and r.attempt < 3
             and r.due_at + make_interval(days => (${JSON.stringify(retryAfterDays)}::jsonb ->> r.attempt::text)::int)
                 <= now() + make_interval(hours => ${noticeHours})
             and not exists (select 1 from renewals later where later.user_id = r.user_id
                               and later.due_at = r.due_at and later.attempt > r.attempt)`,
    );
  }

  /** Records an announced attempt; null when this attempt exists already (another run made it). */
  async record(renewal: typeof renewals.$inferInsert): Promise<number | null> {
    const [row] = await this.db.insert(renewals).values(renewal).onConflictDoNothing().returning({ id: renewals.id });
    return row?.id ?? null;
  }

  /** The gateway refused the notice: the attempt counts as failed (grace days after the first). */
  async refuse(renewalId: number, code: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [refused] = await rows<{ userId: number; planId: number; dueAt: Date; attempt: number }>(
        tx,
        sql`update renewals set state = 'refused', failure_code = ${code}, updated_at = now()
             where id = ${renewalId} and state = 'notified'
            returning user_id as "userId", plan_id as "planId", due_at as "dueAt", attempt`,
      );
      if (refused) await new AutopaySettlementRepository(tx).graceAfterFailure(refused);
    });
  }

  /** Forgets an attempt whose notice never reached the gateway, so the next run announces it again. */
  async forget(renewalId: number): Promise<void> {
    await this.db.delete(renewals).where(and(eq(renewals.id, renewalId), eq(renewals.state, 'notified')));
  }

  /** Announced attempts whose debit time has come. */
  async debitsDue(): Promise<RenewalRow[]> {
    return rows<RenewalRow>(
      this.db,
      sql`select ${renewalColumns} from renewals r join payment_mandates m on m.id = r.mandate_id
           where r.state = 'notified' and r.debit_at <= now() order by r.debit_at limit 100`,
    );
  }

  /**
   * Claims an announced attempt for its debit and writes its payment, once: at the price the
   * notice announced, GST divided as the setup's was (`split`). Null when another run claimed it,
   * or the member stopped renewing (the attempt is then dropped).
   */
  async startDebit(
    renewalId: number,
    split: (gstPaise: number, setup: { sellerState: string | null; placeOfSupply: string | null }) => GstColumns,
    gateway: PaymentGateway['name'],
  ): Promise<{ paymentId: number; createdAt: Date } | null> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await rows<{ renewing: boolean }>(
        tx,
        sql`update renewals r set state = case when ms.auto_renew then 'debiting' else 'dropped' end, updated_at = now()
              from member_subscriptions ms
             where r.id = ${renewalId} and r.state = 'notified' and ms.user_id = r.user_id
            returning ms.auto_renew as renewing`,
      );
      if (!claimed?.renewing) return null;
      const [renewal] = await rows<{
        userId: number;
        planId: number;
        merchantOrderId: string;
        basePaise: number;
        gstBasisPoints: number;
        gstPaise: number;
        amountPaise: number;
        sellerState: string | null;
        placeOfSupply: string | null;
      }>(
        tx,
        sql`select r.user_id as "userId", r.plan_id as "planId", r.merchant_order_id as "merchantOrderId",
                   r.base_paise as "basePaise", r.gst_basis_points as "gstBasisPoints", r.gst_paise as "gstPaise",
                   r.amount_paise as "amountPaise", setup.seller_state as "sellerState",
                   setup.place_of_supply as "placeOfSupply"
              from renewals r
              join payment_mandates m on m.id = r.mandate_id
              join payments setup on setup.id = m.setup_payment_id
             where r.id = ${renewalId}`,
      );
      if (!renewal) throw new Error(`renewal ${renewalId} vanished while claimed`);
      const { sellerState, placeOfSupply, ...price } = renewal;
      const [payment] = await tx
        .insert(payments)
        .values({
          ...price,
          merchantTransactionId: renewal.merchantOrderId,
          purpose: 'renewal',
          gateway,
          ...split(renewal.gstPaise, { sellerState, placeOfSupply }),
        })
        .returning({ id: payments.id, createdAt: payments.createdAt });
      if (!payment) throw new Error(`renewal ${renewalId} wrote no payment`);
      await tx.execute(sql`update renewals set payment_id = ${payment.id} where id = ${renewalId}`);
      return { paymentId: payment.id, createdAt: payment.createdAt };
    });
  }

  /**
   * Attempts that ended the renewal: the last one failed (or was refused) with nothing after it.
   * Their members stop renewing, and their grace days end now.
   */
  async lapse(): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const lapsed = await rows<{ userId: number }>(
        tx,
        sql`update member_subscriptions ms set auto_renew = false, updated_at = now()
              from renewals r
             where r.user_id = ms.user_id and ms.auto_renew and r.attempt = 3 and r.state in ('failed', 'refused')
               and r.due_at = (select max(due_at) from renewals where user_id = ms.user_id)
            returning ms.user_id as "userId"`,
      );
      const ids = lapsed.map(({ userId }) => userId);
      if (ids.length > 0)
        await tx.execute(
          sql`update entitlements set state = 'ended', ends_at = greatest(starts_at + interval '1 second', now())
               where source = 'grace' and state = 'active' and user_id in (${sql.join(ids, sql`, `)})`,
        );
      return ids;
    });
  }
}
