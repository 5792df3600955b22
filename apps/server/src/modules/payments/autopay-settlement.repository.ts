import { sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';

/** Grace days a member keeps watching while a failed renewal is tried again (past the last retry). */
export const GRACE_DAYS = 4;

/**
 * What settling an Autopay payment writes besides the period and invoice, on the settling
 * transaction: the mandate its setup approved (and the member's subscription on it), a renewal's
 * outcome, and the grace days after a failed debit.
 */
export class AutopaySettlementRepository {
  constructor(private readonly tx: Db) {}

  /** The setup's payment went through: its mandate is active and the member's plan renews on it. */
  async approveMandate(setupPaymentId: number): Promise<void> {
    await this.tx.execute(
      sql`with approved as (
            update payment_mandates set state = 'active', updated_at = now()
             where setup_payment_id = ${setupPaymentId} and state = 'pending'
            returning id, user_id
          ), bought as (select plan_id from payments where id = ${setupPaymentId})
          insert into member_subscriptions (user_id, plan_id, mandate_id, auto_renew)
          select approved.user_id, bought.plan_id, approved.id, true from approved, bought
          on conflict (user_id) do update
            set plan_id = excluded.plan_id, mandate_id = excluded.mandate_id, auto_renew = true,
                next_plan_id = null, cancelled_at = null, updated_at = now()`,
    );
  }

  /** An upgrade was paid: the member's plan renews as the better plan (a downgrade chosen before is dropped). */
  async upgraded(userId: number, planId: number): Promise<void> {
    await this.tx.execute(
      sql`update member_subscriptions set plan_id = ${planId}, next_plan_id = null, updated_at = now()
           where user_id = ${userId}`,
    );
  }

  /** The setup's payment failed or expired: there is no mandate. */
  async declineMandate(setupPaymentId: number): Promise<void> {
    await this.tx.execute(
      sql`update payment_mandates set state = 'failed', updated_at = now()
           where setup_payment_id = ${setupPaymentId} and state = 'pending'`,
    );
  }

  /**
   * A renewal's debit went through: the attempt is done, grace days end (the renewed period covers
   * them), and the subscription is on the renewed plan. Answers when the renewed period starts —
   * when the old one ended, however late the debit.
   */
  async renewalPaid(paymentId: number): Promise<Date> {
    const [renewal] = await rows<{ dueAt: Date; userId: number; planId: number }>(
      this.tx,
      sql`update renewals set state = 'succeeded', updated_at = now()
           where payment_id = ${paymentId}
          returning due_at as "dueAt", user_id as "userId", plan_id as "planId"`,
    );
    if (!renewal) throw new Error(`payment ${paymentId} renews nothing`);
    await this.tx.execute(
      sql`update entitlements set state = 'ended', ends_at = greatest(starts_at + interval '1 second', now())
           where user_id = ${renewal.userId} and source = 'grace' and state = 'active'`,
    );
    await this.tx.execute(
      sql`update member_subscriptions set plan_id = ${renewal.planId}, next_plan_id = null, updated_at = now()
           where user_id = ${renewal.userId}`,
    );
    return new Date(renewal.dueAt);
  }

  /**
   * A renewal's debit failed: the attempt is marked, and on the first failure the member gets
   * grace days on the plan they had, so that retries happen while they keep watching.
   */
  async renewalFailed(paymentId: number, code: string | null): Promise<void> {
    const [renewal] = await rows<{ userId: number; planId: number; dueAt: Date; attempt: number }>(
      this.tx,
      sql`update renewals set state = 'failed', failure_code = ${code}, updated_at = now()
           where payment_id = ${paymentId}
          returning user_id as "userId", plan_id as "planId", due_at as "dueAt", attempt`,
    );
    if (renewal) await this.graceAfterFailure(renewal);
  }

  /**
   * A renewal's debit was flagged: money may have moved, though not as asked. The attempt is held
   * for an operator and never retried (a retry could take the money twice); the member keeps
   * watching for the grace days meanwhile.
   */
  async renewalFlagged(paymentId: number, code: string): Promise<void> {
    const [renewal] = await rows<{ userId: number; planId: number; dueAt: Date }>(
      this.tx,
      sql`update renewals set state = 'flagged', failure_code = ${code}, updated_at = now()
           where payment_id = ${paymentId}
          returning user_id as "userId", plan_id as "planId", due_at as "dueAt"`,
    );
    if (renewal) await this.graceAfterFailure({ ...renewal, attempt: 1 });
  }

  /** After a renewal's first attempt fails, the member keeps their plan for the grace days. */
  async graceAfterFailure(renewal: { userId: number; planId: number; dueAt: Date; attempt: number }): Promise<void> {
    if (renewal.attempt !== 1) return;
    const due = new Date(renewal.dueAt).toISOString();
    await this.tx.execute(
      sql`insert into entitlements (user_id, kind, source, plan_id, starts_at, ends_at)
          select ${renewal.userId}, 'plan', 'grace', ${renewal.planId}, ${due}::timestamptz,
                 ${due}::timestamptz + make_interval(days => ${GRACE_DAYS})
           where not exists (select 1 from entitlements where user_id = ${renewal.userId} and source = 'grace'
                                and state = 'active' and starts_at = ${due}::timestamptz)`,
    );
  }
}
