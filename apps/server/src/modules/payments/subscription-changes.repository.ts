import { sql } from 'drizzle-orm';
import type { MandateState } from '@reelhouse/contracts/subscriptions';
import { rows, type Db } from '@reelhouse/db/database';

/** Where a member's renewal stands, as cancelling and resuming need to know it. */
export interface RenewalStanding {
  autoRenew: boolean;
  cancelled: boolean;
  mandateState: MandateState | null;
  /** The member holds a paid or granted period now (grace days aside). */
  covered: boolean;
}

/** A member turning renewal off (cancel) and on again (resume) before their period ends. */
export class SubscriptionChangesRepository {
  constructor(private readonly db: Db) {}

  async standingOf(userId: number): Promise<RenewalStanding | null> {
    const [found] = await rows<RenewalStanding>(
      this.db,
      sql`select ms.auto_renew as "autoRenew", ms.cancelled_at is not null as cancelled, m.state as "mandateState",
                 exists (select 1 from entitlements e where e.user_id = ms.user_id and e.kind = 'plan'
                           and e.state = 'active' and e.source <> 'grace'
                           and e.starts_at <= now() and e.ends_at > now()) as covered
            from member_subscriptions ms left join payment_mandates m on m.id = ms.mandate_id
           where ms.user_id = ${userId}`,
    );
    return found ?? null;
  }

  /**
   * Renewal off, and any debit already announced dropped: nothing more is taken. `confirm` runs in
   * the same transaction once it is done (the mail).
   */
  async cancel(userId: number, confirm: (tx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [cancelled] = await rows<{ userId: number }>(
        tx,
        sql`update member_subscriptions set auto_renew = false, cancelled_at = now(), updated_at = now()
             where user_id = ${userId} and auto_renew returning user_id as "userId"`,
      );
      if (!cancelled) return false;
      await tx.execute(
        sql`update renewals set state = 'dropped', updated_at = now() where user_id = ${userId} and state = 'notified'`,
      );
      await confirm(tx);
      return true;
    });
  }

  /**
   * Renewal on again, on the same mandate, while the cancelled plan still runs. A debit announced
   * before the cancel is taken up again: its notice still stands at the gateway (were its order to
   * have lapsed there, the debit fails and is retried like any other).
   */
  async resume(userId: number, confirm: (tx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [resumed] = await rows<{ userId: number }>(
        tx,
        sql`update member_subscriptions ms set auto_renew = true, cancelled_at = null, updated_at = now()
              from payment_mandates m
             where ms.user_id = ${userId} and ms.cancelled_at is not null and m.id = ms.mandate_id
               and m.state = 'active'
            returning ms.user_id as "userId"`,
      );
      if (!resumed) return false;
      await tx.execute(
        sql`update renewals set state = 'notified', updated_at = now()
             where user_id = ${userId} and state = 'dropped' and payment_id is null`,
      );
      await confirm(tx);
      return true;
    });
  }

  /**
   * Mandates to end: active or paused ones of members whose plan no longer renews (cancelled or
   * lapsed) and whose paid time is over — kept until then so that a member may resume.
   */
  async mandatesToEnd(): Promise<{ id: number; merchantSubscriptionId: string }[]> {
    return rows(
      this.db,
      sql`select m.id, m.merchant_subscription_id as "merchantSubscriptionId"
            from member_subscriptions ms join payment_mandates m on m.id = ms.mandate_id
           where not ms.auto_renew and m.state in ('active', 'paused')
             and not exists (select 1 from entitlements e where e.user_id = ms.user_id and e.kind = 'plan'
                               and e.state = 'active' and e.source <> 'grace' and e.ends_at > now())`,
    );
  }
}
