import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import { GatewayUnavailableError, type MandateGateway } from '../../integrations/phonepe/payment-gateway';
import type { MandatesRepository } from './mandates.repository';
import type { SubscriptionChangesRepository } from './subscription-changes.repository';
import type { SubscriptionMailer } from './subscription-mailer';
import type { SubscriptionEvent } from './subscription-mails';

/**
 * Cancel and resume, as a member does them on My Account. Cancelling stops renewal at once (an
 * announced debit is dropped, so nothing more is taken) and keeps the plan to the end of what was
 * paid; the mandate is ended at the gateway when that time is over, so that until then the member
 * can resume in one click on the same mandate.
 */
export class SubscriptionChanges {
  constructor(
    private readonly repository: SubscriptionChangesRepository,
    private readonly mandates: MandatesRepository,
    private readonly gateway: MandateGateway | null,
    private readonly log: FastifyBaseLogger,
    private readonly mailer: SubscriptionMailer | null,
  ) {}

  /** Confirms a change by mail, in the transaction that made it. */
  private confirm(userId: number, event: SubscriptionEvent) {
    return async (tx: Db) => this.mailer?.confirm(tx, userId, event);
  }

  async cancel(userId: number): Promise<void> {
    if (await this.repository.cancel(userId, this.confirm(userId, 'cancelled'))) return;
    throw new AppError('conflict', 'Your plan does not renew by itself: there is nothing to cancel.');
  }

  async resume(userId: number): Promise<void> {
    const standing = await this.repository.standingOf(userId);
    if (!standing?.cancelled)
      throw new AppError('conflict', 'Your plan has not been cancelled: there is nothing to resume.');
    if (!standing.covered) throw new AppError('conflict', 'Your plan has ended: choose a plan to subscribe again.');
    if (standing.mandateState !== 'active')
      throw new AppError(
        'conflict',
        `Your UPI Autopay mandate is ${standing.mandateState ?? 'gone'}: choose a plan to set up a new one.`,
      );
    if (!(await this.repository.resume(userId, this.confirm(userId, 'resumed'))))
      throw new AppError('conflict', 'Your plan could not be resumed just now. Please try again.');
  }

  /** Ends at the gateway the mandates nothing renews on any more (run with the renewals). */
  async endUnusedMandates(): Promise<number> {
    if (!this.gateway) return 0;
    let ended = 0;
    for (const mandate of await this.repository.mandatesToEnd()) {
      try {
        const answer = await this.gateway.cancel(mandate.merchantSubscriptionId);
        // Refused: it had ended already (revoked or expired at the bank); its state is read next.
        const { state } = answer.accepted
          ? { state: 'cancelled' as const }
          : await this.gateway.mandateStatus(mandate.merchantSubscriptionId);
        if (await this.mandates.recordState(mandate.id, state === 'pending' ? 'cancelled' : state)) ended += 1;
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        this.log.warn({ mandate: mandate.merchantSubscriptionId, reason: error.reason }, 'mandate not ended yet');
      }
    }
    return ended;
  }
}
