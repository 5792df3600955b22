import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { phonepeSandboxMandates as mandates, phonepeSandboxTransactions as books } from '@reelhouse/db/schema/payments';

export type SandboxEntry = typeof books.$inferSelect;
export type SandboxState = SandboxEntry['state'];

const PAID_ON_THE_PAGE: SandboxEntry['kind'][] = ['payment', 'setup'];

/** How long PhonePe keeps an order open for payment. */
const ORDER_LIFETIME_MS = 20 * 60_000;

/** PhonePe's own ids look like OMO2406…; ours are recognisably the sandbox's. */
const gatewayId = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

/** The sandbox's ledger of what merchants asked it for, as PhonePe keeps it. */
export class SandboxBooks {
  constructor(private readonly db: Db) {}

  /** Records a new payment; `null` when the merchant already used that id (PhonePe refuses duplicates). */
  async openPayment(entry: {
    id: string;
    flavour: 'v1' | 'v2';
    merchantId: string;
    amount: number;
    redirectUrl: string;
    callbackUrl: string | null;
  }): Promise<SandboxEntry | null> {
    const [row] = await this.db
      .insert(books)
      .values({
        ...entry,
        kind: 'payment',
        gatewayId: gatewayId(entry.flavour === 'v2' ? 'OMO' : 'T'),
        expireAt: new Date(Date.now() + ORDER_LIFETIME_MS),
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  /** A payment the person pays on the pay page: a checkout payment, or a mandate's setup (its first payment). */
  payment(id: string): Promise<SandboxEntry | null> {
    return this.current(this.one(and(eq(books.id, id), inArray(books.kind, PAID_ON_THE_PAGE))));
  }

  byGatewayId(id: string): Promise<SandboxEntry | null> {
    return this.current(this.one(and(eq(books.gatewayId, id), inArray(books.kind, PAID_ON_THE_PAGE))));
  }

  /** As PhonePe does, an order nobody paid within its lifetime fails (TIMED_OUT) when next looked at. */
  private async current(found: Promise<SandboxEntry | null>): Promise<SandboxEntry | null> {
    const entry = await found;
    if (entry?.state !== 'PENDING' || entry.expireAt.getTime() > Date.now()) return entry;
    return (await this.settle(entry.id, 'FAILED', 'TIMED_OUT')) ?? entry;
  }

  refund(id: string): Promise<SandboxEntry | null> {
    return this.one(and(eq(books.id, id), eq(books.kind, 'refund')));
  }

  private async one(where: SQL | undefined): Promise<SandboxEntry | null> {
    const [row] = await this.db.select().from(books).where(where);
    return row ?? null;
  }

  /**
   * Settles a pending payment, once: PhonePe never changes a final state. `amount` stands for a
   * gateway that reports another amount than the merchant asked for (tests of mismatch checks).
   */
  async settle(id: string, state: 'COMPLETED' | 'FAILED', errorCode: string | null, amount?: number) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(books)
        .set({ state, errorCode, ...(amount === undefined ? {} : { amount }) })
        .where(and(eq(books.id, id), inArray(books.kind, PAID_ON_THE_PAGE), eq(books.state, 'PENDING')))
        .returning();
      // Approving a setup's payment approves its mandate; declining it leaves no mandate.
      if (row?.mandateId)
        await tx
          .update(mandates)
          .set({ state: state === 'COMPLETED' ? 'ACTIVE' : 'FAILED', updatedAt: sql`now()` })
          .where(and(eq(mandates.id, row.mandateId), eq(mandates.state, 'PENDING')));
      return row ?? null;
    });
  }

  /** A refund of a completed payment: refused when it would pay back more than was paid. */
  async openRefund(entry: {
    id: string;
    originalId: string;
    flavour: 'v1' | 'v2';
    merchantId: string;
    amount: number;
  }) {
    return this.db.transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(books)
        .where(and(eq(books.id, entry.originalId), eq(books.kind, 'payment')))
        .for('update');
      if (original?.state !== 'COMPLETED') return 'not_paid' as const;
      const [refunded] = await tx
        .select({ total: sql<number>`coalesce(sum(${books.amount}), 0)::int` })
        .from(books)
        .where(and(eq(books.originalId, entry.originalId), eq(books.kind, 'refund'), eq(books.state, 'COMPLETED')));
      if ((refunded?.total ?? 0) + entry.amount > original.amount) return 'too_much' as const;
      // The sandbox's bank pays back at once; PhonePe's answer to the request still says PENDING.
      const [row] = await tx
        .insert(books)
        .values({
          ...entry,
          kind: 'refund',
          gatewayId: gatewayId('OMR'),
          state: 'COMPLETED',
          expireAt: new Date(Date.now() + ORDER_LIFETIME_MS),
        })
        .onConflictDoNothing()
        .returning();
      return row ?? ('duplicate' as const);
    });
  }
}
