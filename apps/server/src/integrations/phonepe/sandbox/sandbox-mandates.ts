import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { phonepeSandboxMandates as mandates, phonepeSandboxTransactions as books } from '@reelhouse/db/schema/payments';
import type { SandboxEntry } from './sandbox-books';

export type SandboxMandate = typeof mandates.$inferSelect;
export type SandboxMandateState = SandboxMandate['state'];

/** NPCI's rule: a debit is executed no sooner than 24 hours after its pre-debit notice. */
export const NOTICE_PERIOD_MS = 24 * 3_600_000;
/** How long a setup order stays open for the person to approve the mandate. */
const SETUP_LIFETIME_MS = 20 * 60_000;

const gatewayId = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

/** Why the sandbox refuses a notice or a debit, in PhonePe's codes. */
export type MandateRefusal =
  | 'SUBSCRIPTION_NOT_FOUND'
  | 'SUBSCRIPTION_NOT_ACTIVE'
  | 'AMOUNT_LIMIT_EXCEEDED'
  | 'DUPLICATE_ORDER'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_NOTIFIED'
  | 'NOTIFICATION_WINDOW_NOT_ELAPSED';

/** The sandbox's Autopay books: mandates, their setup orders and their debits, as PhonePe keeps them. */
export class SandboxMandates {
  constructor(private readonly db: Db) {}

  /** A mandate and its setup order (the first payment), or null when either id was used before. */
  async openSetup(setup: {
    orderId: string;
    merchantId: string;
    amount: number;
    redirectUrl: string;
    mandate: { id: string; amountType: 'FIXED' | 'VARIABLE'; maxAmount: number; frequency: string; expireAt: Date };
  }): Promise<SandboxEntry | null> {
    return this.db.transaction(async (tx) => {
      const [mandate] = await tx
        .insert(mandates)
        .values({ ...setup.mandate, gatewayId: gatewayId('OMS') })
        .onConflictDoNothing()
        .returning();
      if (!mandate) return null;
      const [order] = await tx
        .insert(books)
        .values({
          id: setup.orderId,
          kind: 'setup',
          flavour: 'v2',
          merchantId: setup.merchantId,
          mandateId: mandate.id,
          gatewayId: gatewayId('OMO'),
          amount: setup.amount,
          redirectUrl: setup.redirectUrl,
          expireAt: new Date(Date.now() + SETUP_LIFETIME_MS),
        })
        .onConflictDoNothing()
        .returning();
      if (!order) tx.rollback();
      return order ?? null;
    });
  }

  /** A mandate as it stands now: one past its end has expired. */
  async mandate(id: string): Promise<SandboxMandate | null> {
    const [found] = await this.db.select().from(mandates).where(eq(mandates.id, id));
    if (found?.state !== 'ACTIVE' && found?.state !== 'PAUSED') return found ?? null;
    if (found.expireAt.getTime() > Date.now()) return found;
    return (await this.move(id, ['ACTIVE', 'PAUSED'], 'EXPIRED')) ?? found;
  }

  /** Moves a mandate from one of `from` to `to`; null when it was in none of them. */
  async move(id: string, from: SandboxMandateState[], to: SandboxMandateState): Promise<SandboxMandate | null> {
    const [moved] = await this.db
      .update(mandates)
      .set({ state: to, updatedAt: sql`now()` })
      .where(and(eq(mandates.id, id), inArray(mandates.state, from)))
      .returning();
    return moved ?? null;
  }

  /** What a test or script asks of the bank: decline the next debits, notify late or several times. */
  async script(
    id: string,
    script: Partial<Pick<SandboxMandate, 'declineDebits' | 'debitCallbacks' | 'debitCallbackDelayMs'>>,
  ): Promise<SandboxMandate | null> {
    const [scripted] = await this.db
      .update(mandates)
      .set({ ...script, updatedAt: sql`now()` })
      .where(eq(mandates.id, id))
      .returning();
    return scripted ?? null;
  }

  /** A pre-debit notice: opens the debit's order, NOTIFIED until it is redeemed. */
  async notify(notice: {
    orderId: string;
    mandateId: string;
    merchantId: string;
    amount: number;
    expireAt: Date;
  }): Promise<SandboxEntry | MandateRefusal> {
    const mandate = await this.mandate(notice.mandateId);
    if (!mandate) return 'SUBSCRIPTION_NOT_FOUND';
    if (mandate.state !== 'ACTIVE') return 'SUBSCRIPTION_NOT_ACTIVE';
    const overLimit =
      mandate.amountType === 'FIXED' ? notice.amount !== mandate.maxAmount : notice.amount > mandate.maxAmount;
    if (overLimit) return 'AMOUNT_LIMIT_EXCEEDED';
    const [order] = await this.db
      .insert(books)
      .values({
        id: notice.orderId,
        kind: 'redemption',
        flavour: 'v2',
        merchantId: notice.merchantId,
        mandateId: mandate.id,
        gatewayId: gatewayId('OMO'),
        amount: notice.amount,
        state: 'NOTIFIED',
        expireAt: notice.expireAt,
      })
      .onConflictDoNothing()
      .returning();
    return order ?? 'DUPLICATE_ORDER';
  }

  /**
   * Executes a notified debit, at once, as the sandbox's bank decides: declined while the mandate
   * is not active or the script says so, paid otherwise. Answers the decided order.
   */
  async redeem(orderId: string): Promise<SandboxEntry | MandateRefusal> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(books)
        .where(and(eq(books.id, orderId), eq(books.kind, 'redemption')))
        .for('update');
      if (!order?.mandateId) return 'ORDER_NOT_FOUND';
      if (order.state !== 'NOTIFIED') return 'ORDER_NOT_NOTIFIED';
      if (Date.now() - order.createdAt.getTime() < NOTICE_PERIOD_MS) return 'NOTIFICATION_WINDOW_NOT_ELAPSED';
      const [mandate] = await tx.select().from(mandates).where(eq(mandates.id, order.mandateId)).for('update');
      const active = mandate?.state === 'ACTIVE' && mandate.expireAt.getTime() > Date.now();
      const declined = active && mandate.declineDebits > 0;
      if (declined)
        await tx
          .update(mandates)
          .set({ declineDebits: sql`${mandates.declineDebits} - 1` })
          .where(eq(mandates.id, order.mandateId));
      const errorCode = !active ? 'SUBSCRIPTION_NOT_ACTIVE' : declined ? 'INSUFFICIENT_FUNDS' : null;
      const [decided] = await tx
        .update(books)
        .set({ state: errorCode ? 'FAILED' : 'COMPLETED', errorCode })
        .where(eq(books.id, orderId))
        .returning();
      return decided ?? 'ORDER_NOT_FOUND';
    });
  }

  /** A setup or debit order, failed (TIMED_OUT) when its time ran out unpaid, as PhonePe does. */
  async order(id: string): Promise<SandboxEntry | null> {
    const [order] = await this.db
      .select()
      .from(books)
      .where(and(eq(books.id, id), inArray(books.kind, ['setup', 'redemption'])));
    if (!order || (order.state !== 'NOTIFIED' && order.state !== 'PENDING') || order.expireAt.getTime() > Date.now())
      return order ?? null;
    const [expired] = await this.db
      .update(books)
      .set({ state: 'FAILED', errorCode: 'TIMED_OUT' })
      .where(and(eq(books.id, id), inArray(books.state, ['NOTIFIED', 'PENDING'])))
      .returning();
    if (expired?.kind === 'setup' && expired.mandateId) await this.move(expired.mandateId, ['PENDING'], 'FAILED');
    return expired ?? order;
  }
}
