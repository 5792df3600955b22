import { sql } from 'drizzle-orm';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { PaymentsRepository } from './payments.repository';
import type { SubscriptionFacts } from './subscription-mails';

/** Whom a subscription mail goes to, in which language, and what it states. */
export interface MailedFacts extends SubscriptionFacts {
  email: string;
  language: Language;
}

/** Reads, on the transaction that changed the subscription, what its confirmation mail states. */
export class SubscriptionMailsRepository {
  constructor(private readonly tx: Db) {}

  /** Null when the member gave no e-mail address, or holds no plan to write about. */
  async factsFor(userId: number, paymentId: number | null): Promise<MailedFacts | null> {
    const [member] = await rows<{ email: string; language: Language }>(
      this.tx,
      sql`select u.email, coalesce(p.language, 'en') as language
            from users u left join profiles p on p.user_id = u.id and p.owner
           where u.id = ${userId} and u.email is not null`,
    );
    if (!member) return null;
    const status = await new PaymentsRepository(this.tx).subscriptionOf(userId, member.language);
    if (!status.active || !status.plan || !status.endsAt) return null;
    const [payment] =
      paymentId === null
        ? []
        : await rows<{ amountPaise: number; invoice: string | null; upgradedFrom: string | null }>(
            this.tx,
            sql`select p.amount_paise as "amountPaise", i.number as invoice,
                       (select name from plan_translations
                         where plan_id = p.upgraded_from_plan_id and lang = ${member.language}) as "upgradedFrom"
                  from payments p left join invoices i on i.payment_id = p.id
                 where p.id = ${paymentId}`,
          );
    return {
      ...member,
      plan: status.plan.name,
      until: new Date(status.endsAt),
      renewal:
        status.nextRenewalAt && status.renewal
          ? {
              at: new Date(status.nextRenewalAt),
              plan: status.renewal.plan.name,
              amountPaise: status.renewal.amountPaise,
            }
          : null,
      payment: payment ?? null,
    };
  }
}
