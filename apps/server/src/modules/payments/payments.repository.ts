import { and, desc, eq, sql } from 'drizzle-orm';
import { gstOnInvoice, type PlaceOfSupply } from '@reelhouse/contracts/gst';
import type { Language } from '@reelhouse/contracts/locales';
import type { Invoice, Payment, SubscriptionStatus } from '@reelhouse/contracts/payments';
import { rows, type Db } from '@reelhouse/db/database';
import { invoices, paymentEvents, payments } from '@reelhouse/db/schema/payments';
import { plans, planTranslations } from '@reelhouse/db/schema/plans';
import { entitlements } from '@reelhouse/db/schema/entitlements';
import { isoTime } from '../../platform/sql';
import { MandatesRepository } from './mandates.repository';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  | 'merchantTransactionId'
  | 'userId'
  | 'planId'
  | 'orderId'
  | 'purpose'
  | 'gateway'
  | 'basePaise'
  | 'gstBasisPoints'
  | 'gstPaise'
  | 'amountPaise'
>;

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** Payments, the gateway's notifications about them, and what members see of both. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  async create(payment: NewPayment): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    if (!row) throw new Error('payment insert returned nothing');
    return row;
  }

  /** The region of the member's default billing address, if they saved one. */
  async billingRegionOf(userId: number): Promise<{ country: string; state: string } | null> {
    const [address] = await rows<{ country: string; state: string }>(
      this.db,
      sql`select country, state from addresses where user_id = ${userId} and default_billing limit 1`,
    );
    return address ?? null;
  }

  /** The place of supply the member's latest paid plan was bought for, if any. */
  async lastPlanPlaceOfSupplyOf(userId: number): Promise<PlaceOfSupply | null> {
    const [last] = await rows<{ place: PlaceOfSupply }>(
      this.db,
      sql`select place_of_supply as place from payments
           where user_id = ${userId} and plan_id is not null and state = 'succeeded' and place_of_supply is not null
           order by created_at desc limit 1`,
    );
    return last?.place ?? null;
  }

  /** Where an order goes: its shipping address's region, or its billing address's when nothing is shipped. */
  async orderRegionOf(orderId: number): Promise<{ country: string; state: string } | null> {
    const [address] = await rows<{ country: string; state: string }>(
      this.db,
      sql`select coalesce(shipping, billing)->>'country' as country, coalesce(shipping, billing)->>'state' as state
            from orders where id = ${orderId}`,
    );
    return address?.country ? address : null;
  }

  async recordOrder(id: number, order: { gatewayOrderId: string | null; payPageUrl: string }): Promise<void> {
    await this.db
      .update(payments)
      .set({ ...order, updatedAt: sql`now()` })
      .where(eq(payments.id, id));
  }

  async byMerchantTransactionId(merchantTransactionId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.merchantTransactionId, merchantTransactionId));
    return row ?? null;
  }

  /** Keeps a notification once; `false` when the same delivery was already kept (a duplicate). */
  async recordEvent(paymentId: number, dedupeKey: string, payload: unknown): Promise<boolean> {
    const inserted = await this.db
      .insert(paymentEvents)
      .values({ paymentId, dedupeKey, payload })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return inserted.length > 0;
  }

  /** One of the member's payments as they see it; `null` for anyone else's. */
  async ofMember(userId: number, merchantTransactionId: string, lang: Language): Promise<Payment | null> {
    const [payment] = await this.memberPayments(userId, lang, merchantTransactionId);
    return payment ?? null;
  }

  async listOfMember(userId: number, lang: Language): Promise<Payment[]> {
    return this.memberPayments(userId, lang);
  }

  private async memberPayments(userId: number, lang: Language, merchantTransactionId?: string): Promise<Payment[]> {
    const found = await this.db
      .select({
        merchantTransactionId: payments.merchantTransactionId,
        state: payments.state,
        planId: plans.id,
        planCode: plans.code,
        planName: planTranslations.name,
        purpose: payments.purpose,
        basePaise: payments.basePaise,
        gstPaise: payments.gstPaise,
        amountPaise: payments.amountPaise,
        failureCode: payments.failureCode,
        gatewayTransactionId: payments.gatewayTransactionId,
        createdAt: payments.createdAt,
        settledAt: payments.settledAt,
        invoiceNumber: invoices.number,
      })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .innerJoin(planTranslations, and(eq(planTranslations.planId, plans.id), eq(planTranslations.lang, lang)))
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .where(
        and(
          eq(payments.userId, userId),
          merchantTransactionId === undefined ? undefined : eq(payments.merchantTransactionId, merchantTransactionId),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(200);
    return found.map(({ planId, planCode, planName, createdAt, settledAt, ...payment }) => ({
      ...payment,
      plan: { id: planId, code: planCode, name: planName },
      createdAt: createdAt.toISOString(),
      settledAt: iso(settledAt),
    }));
  }

  /** An invoice by number: the member's own (`userId`), or any for an operator (`userId` null). */
  async invoice(number: string, seller: Invoice['seller'], userId: number | null): Promise<Invoice | null> {
    const [row] = await this.db
      .select({
        invoice: invoices,
        merchantTransactionId: payments.merchantTransactionId,
        paymentState: payments.state,
      })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(and(eq(invoices.number, number), userId === null ? undefined : eq(invoices.userId, userId)));
    if (!row) return null;
    const { invoice } = row;
    const { sellerState, placeOfSupply, cgstPaise, sgstPaise, igstPaise } = invoice;
    const divided = sellerState !== null && placeOfSupply !== null;
    return {
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      seller,
      buyer: { name: invoice.buyerName, mobile: invoice.buyerMobile },
      merchantTransactionId: row.merchantTransactionId,
      planName: invoice.planName,
      upgradedFrom: invoice.upgradedFrom,
      periodStart: invoice.periodStart.toISOString(),
      periodEnd: invoice.periodEnd.toISOString(),
      basePaise: invoice.basePaise,
      gstPercent: invoice.gstBasisPoints / 100,
      gstPaise: invoice.gstPaise,
      totalPaise: invoice.totalPaise,
      gst: divided
        ? gstOnInvoice(
            {
              sellerState,
              placeOfSupply: placeOfSupply as PlaceOfSupply,
              cgstPaise: cgstPaise ?? 0,
              sgstPaise: sgstPaise ?? 0,
              igstPaise: igstPaise ?? 0,
            },
            invoice.gstBasisPoints,
          )
        : null,
      refunded: row.paymentState === 'refunded',
    };
  }

  /**
   * The member's plan now: the best active period, with the end of the last period of that plan
   * already bought; otherwise when their last period ended.
   */
  async subscriptionOf(userId: number, lang: Language): Promise<SubscriptionStatus> {
    const [current] = await rows<{ code: string; name: string; startsAt: string; endsAt: string }>(
      this.db,
      sql`select p.code, t.name, ${isoTime('min(s.starts_at)', 'milliseconds')} as "startsAt", ${isoTime('max(s.ends_at)', 'milliseconds')} as "endsAt"
            from ${entitlements} s
            join ${plans} p on p.id = s.plan_id
            join ${planTranslations} t on t.plan_id = p.id and t.lang = ${lang}
           where s.user_id = ${userId} and s.state = 'active' and s.ends_at > now()
             and p.id in (select plan_id from ${entitlements}
                           where user_id = ${userId} and state = 'active' and starts_at <= now() and ends_at > now())
           group by p.code, t.name, p.position
           order by p.position desc limit 1`,
    );
    const renewal = await new MandatesRepository(this.db).renewalOf(userId, lang);
    if (current) {
      return {
        active: true,
        plan: { code: current.code, name: current.name },
        startsAt: current.startsAt,
        endsAt: current.endsAt,
        endedAt: null,
        ...renewal,
      };
    }
    const [ended] = await rows<{ endedAt: string | null }>(
      this.db,
      sql`select ${isoTime('max(least(ends_at, now()))', 'milliseconds')} as "endedAt" from ${entitlements}
           where user_id = ${userId} and kind = 'plan' and starts_at <= now()`,
    );
    return {
      active: false,
      plan: null,
      startsAt: null,
      endsAt: null,
      endedAt: ended?.endedAt ?? null,
      ...renewal,
    };
  }

  /** Records in the ledger that lapsed rights have ended (reads already ignore them by date). */
  async endLapsedSubscriptions(): Promise<number> {
    const ended = await rows<{ id: number }>(
      this.db,
      sql`update ${entitlements} set state = 'ended' where state = 'active' and ends_at <= now() returning id`,
    );
    return ended.length;
  }
}
