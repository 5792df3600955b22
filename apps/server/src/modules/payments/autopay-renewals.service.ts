import type { FastifyBaseLogger } from 'fastify';
import { splitGst, type GstStateCode, type PlaceOfSupply } from '@reelhouse/contracts/gst';
import { priceWithGst } from '@reelhouse/contracts/plans';
import { GatewayUnavailableError, type PaymentGateway } from '../../integrations/phonepe/payment-gateway';
import type { RenewalDue, RenewalsRepository } from './renewals.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** NPCI's day between a pre-debit notice and its debit, with a margin for clocks. */
const NOTICE_PERIOD_MS = DAY_MS + 10 * 60_000;
/** A notice goes out this long before its planned debit. */
const NOTICE_AHEAD_MS = 26 * HOUR_MS;
/** The first attempt is debited this long before the period ends, so a success leaves no gap. */
const FIRST_DEBIT_BEFORE_END_MS = 12 * HOUR_MS;
/** After attempt n fails, attempt n + 1 is debited this many days after the period ended. */
export const RETRY_AFTER_DAYS: Record<number, number> = { 1: 1, 2: 3 };
/** A debit's order lapses this long after its planned time if it was never executed. */
const ORDER_LIFETIME_MS = DAY_MS;

/** When an attempt is planned to be debited: before the period ends, or days after for a retry. */
export function plannedDebitAt(dueAt: Date, attempt: number): Date {
  if (attempt === 1) return new Date(dueAt.getTime() - FIRST_DEBIT_BEFORE_END_MS);
  return new Date(dueAt.getTime() + (RETRY_AFTER_DAYS[attempt - 1] ?? 0) * DAY_MS);
}

export interface AutopayRenewalsOptions {
  repository: RenewalsRepository;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  sellerState: GstStateCode;
  newOrderId: () => string;
  /** Starts the status checks of a debit that was asked for (as for any payment). */
  follow: (merchantTransactionId: string, createdAt: Date) => Promise<void>;
  /** Settles a debit the gateway refused to execute as failed. */
  refused: (merchantTransactionId: string, code: string) => Promise<void>;
}

/**
 * Renewal through Autopay, run every few minutes by one process: announce each period's debit a
 * day or more ahead (NPCI's pre-debit notice), debit it before the period ends, and — when a debit
 * fails or the notice is refused — keep the member watching for grace days while it is tried again
 * a day and three days after the period ended; after the third failure the subscription lapses.
 * Every debit is a payment settled by the gateway's status, exactly once, like any other.
 */
export class AutopayRenewals {
  constructor(private readonly options: AutopayRenewalsOptions) {}

  async run(): Promise<{ announced: number; debited: number; lapsed: number }> {
    const { repository } = this.options;
    if (!this.options.gateway.mandates) return { announced: 0, debited: 0, lapsed: 0 };
    const firsts = await repository.firstAttemptsDue((NOTICE_AHEAD_MS + FIRST_DEBIT_BEFORE_END_MS) / HOUR_MS);
    const retries = await repository.retriesDue(NOTICE_AHEAD_MS / HOUR_MS, RETRY_AFTER_DAYS);
    let announced = 0;
    for (const due of [...firsts, ...retries]) if (await this.announce(due)) announced += 1;
    let debited = 0;
    for (const renewal of await repository.debitsDue()) if (await this.debit(renewal)) debited += 1;
    const lapsed = await repository.lapse();
    if (lapsed.length > 0) this.options.log.info({ members: lapsed }, 'subscriptions lapsed after failed renewals');
    return { announced, debited, lapsed: lapsed.length };
  }

  private async announce(due: RenewalDue): Promise<boolean> {
    const { repository, log } = this.options;
    const mandates = this.options.gateway.mandates;
    if (!mandates) return false;
    const price = priceWithGst(due.pricePaise, due.gstBasisPoints);
    const debitAt = new Date(
      Math.max(plannedDebitAt(new Date(due.dueAt), due.attempt).getTime(), Date.now() + NOTICE_PERIOD_MS),
    );
    const merchantOrderId = this.options.newOrderId();
    const id = await repository.record({
      userId: due.userId,
      mandateId: due.mandateId,
      dueAt: new Date(due.dueAt),
      attempt: due.attempt,
      planId: due.planId,
      merchantOrderId,
      basePaise: price.basePaise,
      gstBasisPoints: due.gstBasisPoints,
      gstPaise: price.gstPaise,
      amountPaise: price.totalPaise,
      debitAt,
    });
    if (id === null) return false;
    if (price.totalPaise > due.maxAmountPaise) {
      await repository.refuse(id, 'AMOUNT_LIMIT_EXCEEDED');
      log.warn({ userId: due.userId, amountPaise: price.totalPaise }, 'renewal above the mandate’s maximum');
      return false;
    }
    try {
      const answer = await mandates.notify({
        merchantOrderId,
        merchantSubscriptionId: due.merchantSubscriptionId,
        amountPaise: price.totalPaise,
        expiresAt: new Date(debitAt.getTime() + ORDER_LIFETIME_MS),
      });
      if (answer.accepted) return true;
      await repository.refuse(id, answer.code);
      log.warn({ merchantOrderId, code: answer.code }, 'renewal notice refused');
      return false;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // The gateway may not have it: announced again on the next run, with a new order id.
      await repository.forget(id);
      log.warn({ merchantOrderId, reason: error.reason }, 'renewal notice not sent');
      return false;
    }
  }

  private async debit(renewal: { id: number; merchantOrderId: string }): Promise<boolean> {
    const mandates = this.options.gateway.mandates;
    if (!mandates) return false;
    const seller = this.options.sellerState;
    const started = await this.options.repository.startDebit(
      renewal.id,
      (gstPaise, setup) => ({
        sellerState: setup.sellerState ?? seller,
        ...splitGst(
          gstPaise,
          (setup.sellerState ?? seller) as GstStateCode,
          (setup.placeOfSupply ?? seller) as PlaceOfSupply,
        ),
      }),
      this.options.gateway.name,
    );
    if (!started) return false;
    // Followed before the gateway is asked: if its answer is lost, the status checks still decide.
    await this.options.follow(renewal.merchantOrderId, started.createdAt);
    const answer = await mandates.redeem(renewal.merchantOrderId).catch((error: unknown) => {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.options.log.warn({ merchantOrderId: renewal.merchantOrderId, reason: error.reason }, 'renewal debit unsent');
      return null;
    });
    if (answer && !answer.accepted) await this.options.refused(renewal.merchantOrderId, answer.code);
    return answer?.accepted ?? false;
  }
}
