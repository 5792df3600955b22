import type { Db } from '@reelhouse/db/database';
import type { Mail } from '../../integrations/mail/mail.module';
import { subscriptionMail, type SubscriptionEvent } from './subscription-mails';
import { SubscriptionMailsRepository } from './subscription-mails.repository';

export interface SubscriptionMailerDeps {
  mail: Pick<Mail, 'sendWithin'>;
  service: string;
  timeZone: string;
  /** My Account's subscription section, where the member manages what the mail confirms. */
  manageLink: string;
}

/**
 * Confirms each change to a member's subscription by mail, in their language: queued on the
 * transaction that made the change, so a mail goes out exactly when the change was kept.
 */
export class SubscriptionMailer {
  constructor(private readonly deps: SubscriptionMailerDeps) {}

  async confirm(tx: Db, userId: number, event: SubscriptionEvent, paymentId: number | null = null): Promise<void> {
    const facts = await new SubscriptionMailsRepository(tx).factsFor(userId, paymentId);
    if (!facts) return;
    const { mail, ...site } = this.deps;
    await mail.sendWithin(tx, [subscriptionMail(event, facts.email, facts.language, facts, site)]);
  }
}
