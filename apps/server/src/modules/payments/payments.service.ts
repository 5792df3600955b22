import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { GstStateCode } from '@reelhouse/contracts/gst';
import type { PaymentStarted, Refund } from '@reelhouse/contracts/payments';
import type { Db } from '@reelhouse/db/database';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { GatewayUnavailableError, type PaymentGateway } from '../../integrations/phonepe/payment-gateway';
import type { PaymentPurpose } from '@reelhouse/contracts/subscriptions';
import type { MandatesRepository } from './mandates.repository';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import { checkDueAt } from './reconcile-schedule';
import { RefundRequests } from './refund-requests';
import { PaymentStarts, type PlanForSale } from './payment-starts';
import type { OrderSettlement } from './order-payments';
import { expirePayment, settlePayment, type SettlementEffects, type SettlementResult } from './settlement.service';
import type { SubscriptionMailer } from './subscription-mailer';
import type { SubscriptionEvent } from './subscription-mails';
import type { Metrics } from '../../platform/operations/metrics';

/** Page loads and status calls ask the gateway about a pending payment at most this often. */
const RECHECK_AFTER_MS = 3000;

export type { PlanForSale } from './payment-starts';

export interface PaymentsServiceOptions {
  db: Db;
  repository: PaymentsRepository;
  mandates: MandatesRepository;
  gateway: PaymentGateway;
  queue: JobQueue;
  log: FastifyBaseLogger;
  planForSale: (planId: number) => Promise<PlanForSale | null>;
  /** The merchant id PhonePe's answers must name, where they name one (v1). */
  merchantId: string | null;
  /** Where PhonePe sends server-to-server notifications. */
  notificationUrl: () => string;
  /** Where the seller is registered for GST. */
  sellerState: GstStateCode;
  /** Confirms plan payments by mail (none in tests that do not look at mail). */
  mailer?: SubscriptionMailer;
  /** Told of each payment this process decides (the metrics). */
  outcomes?: Pick<Metrics, 'paymentDecided'>;
}

/** The mail confirming a paid plan payment, by what it paid for. */
const PAID_EVENTS: Record<PaymentPurpose, SubscriptionEvent> = {
  purchase: 'subscribed',
  autopay_setup: 'subscribed',
  renewal: 'renewed',
  upgrade: 'upgraded',
};

/** Setups and renewal debits are subscription orders at the gateway, asked about at their own status API. */
const isMandateOrder = (payment: PaymentRow) => payment.purpose === 'autopay_setup' || payment.purpose === 'renewal';

const mandateCheckPayload = z.object({ merchantSubscriptionId: z.string() });

const reconcilePayload = z.object({
  merchantTransactionId: z.string(),
  /** 1… for the scheduled checks; 0 for a check a notification asked for. */
  check: z.number().int().min(0),
});

/**
 * Payments from start to outcome: they are started by PaymentStarts, and decided only by PhonePe's
 * status API — asked when a verified notification arrives, when the member's page or the original
 * app asks, and on PhonePe's polling schedule by the reconciliation job until the payment is
 * decided or expires. Refunds are RefundRequests'.
 */
export class PaymentsService {
  readonly reconcileJob: JobKind<typeof reconcilePayload>;
  private readonly refunds: RefundRequests;
  private readonly starts: PaymentStarts;
  readonly mandateCheckJob: JobKind<typeof mandateCheckPayload>;
  /** What settling an order's payment does to the order: the shop module sets it. */
  private orders: OrderSettlement | null = null;

  constructor(private readonly options: PaymentsServiceOptions) {
    this.refunds = new RefundRequests({ ...options, orders: () => this.orders });
    this.starts = new PaymentStarts({ ...options, follow: (id, createdAt) => this.follow(id, createdAt) });
    this.reconcileJob = {
      name: 'payment.reconcile',
      payload: reconcilePayload,
      key: ({ merchantTransactionId, check }) => `${merchantTransactionId}#${check}`,
      maxAttempts: 3,
      priority: () => 1,
      run: ({ merchantTransactionId, check }) => this.reconcile(merchantTransactionId, check),
    };
    this.mandateCheckJob = {
      name: 'payment.mandate-check',
      payload: mandateCheckPayload,
      key: ({ merchantSubscriptionId }) => `${merchantSubscriptionId}#${Date.now()}`,
      maxAttempts: 3,
      priority: () => 1,
      run: ({ merchantSubscriptionId }) => this.checkMandate(merchantSubscriptionId),
    };
    options.queue.define(this.reconcileJob);
    options.queue.define(this.mandateCheckJob);
  }

  /** What settling does besides the payment: the order it pays for moves; a plan's is confirmed by mail. */
  private effects(): SettlementEffects {
    const { mailer } = this.options;
    return {
      orders: this.orders,
      ...(mailer && {
        planPaid: (tx, payment) => mailer.confirm(tx, payment.userId, PAID_EVENTS[payment.purpose], payment.id),
      }),
    };
  }

  /** Lets payments for shop orders move their orders (the shop module is built after payments). */
  settleOrdersWith(orders: OrderSettlement): void {
    this.orders = orders;
  }

  /** Starts paying for a plan (see PaymentStarts). */
  start(...args: Parameters<PaymentStarts['start']>): Promise<PaymentStarted> {
    return this.starts.start(...args);
  }

  /** Starts paying an upgrade's prorated difference (see PaymentStarts). */
  startUpgrade(...args: Parameters<PaymentStarts['startUpgrade']>): Promise<PaymentStarted> {
    return this.starts.startUpgrade(...args);
  }

  /** Starts paying for a shop order (see PaymentStarts). */
  startForOrder(...args: Parameters<PaymentStarts['startForOrder']>): Promise<PaymentStarted> {
    return this.starts.startForOrder(...args);
  }

  /**
   * A server-to-server notification: verified (a forged one throws 401 and changes nothing),
   * kept once per delivery, and answered at once; the status check it prompts runs as a job.
   */
  async notified(headers: IncomingHttpHeaders, body: unknown): Promise<'queued' | 'duplicate' | 'unknown'> {
    const note = this.options.gateway.notification(headers, body);
    if (note.mandateId === note.merchantId) {
      // The mandate's own news (paused, revoked…): its state is read from the gateway, never the webhook.
      await this.options.queue.enqueue(this.mandateCheckJob, { merchantSubscriptionId: note.mandateId });
      return 'queued';
    }
    const payment = await this.options.repository.byMerchantTransactionId(note.merchantId);
    if (!payment) {
      this.options.log.warn({ merchantTransactionId: note.merchantId }, 'notification about an unknown payment');
      return 'unknown';
    }
    const fresh = await this.options.repository.recordEvent(payment.id, note.dedupeKey, note.payload);
    if (!fresh) return 'duplicate';
    await this.options.queue.enqueue(this.reconcileJob, {
      merchantTransactionId: payment.merchantTransactionId,
      check: 0,
    });
    return 'queued';
  }

  /**
   * Asks the gateway about a pending payment unless someone did within the last few seconds, and
   * applies the answer. The caller reads the payment afterwards in the shape it needs.
   */
  async refresh(payment: PaymentRow): Promise<void> {
    const recent = payment.checkedAt && Date.now() - payment.checkedAt.getTime() < RECHECK_AFTER_MS;
    if (payment.state !== 'pending' || recent) return;
    await this.check(payment.merchantTransactionId).catch((error: unknown) => {
      // The page keeps showing "pending" and asks again; the job keeps polling.
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.options.log.warn({ reason: error.reason }, 'payment status check failed');
    });
  }

  /** Asks PhonePe's status API and applies its answer (exactly once; see settlePayment). */
  async check(merchantTransactionId: string): Promise<SettlementResult | null> {
    const payment = await this.options.repository.byMerchantTransactionId(merchantTransactionId);
    if (!payment) return null;
    const { gateway } = this.options;
    const status =
      isMandateOrder(payment) && gateway.mandates
        ? await gateway.mandates.orderStatus(merchantTransactionId)
        : await gateway.status(merchantTransactionId);
    const result = await settlePayment(
      this.options.db,
      merchantTransactionId,
      status,
      this.options.merchantId,
      this.effects(),
    );
    if (result?.decided && result.state !== 'pending') this.options.outcomes?.paymentDecided(result.state);
    if (result?.activated) this.options.log.info({ merchantTransactionId }, 'payment succeeded: plan activated');
    if (result?.state === 'flagged')
      this.options.log.error({ merchantTransactionId, status }, 'payment flagged: PhonePe’s answer does not match it');
    return result;
  }

  /** An operator's full refund of a paid payment (see RefundRequests). */
  refund(operatorId: number, merchantTransactionId: string, reason: string): Promise<Refund> {
    return this.refunds.refund(operatorId, merchantTransactionId, reason);
  }

  /** Starts the status checks of a payment made outside `begin` (a renewal's debit). */
  async follow(merchantTransactionId: string, createdAt: Date): Promise<void> {
    const runAt = checkDueAt(createdAt, 1);
    if (runAt) await this.options.queue.enqueue(this.reconcileJob, { merchantTransactionId, check: 1 }, { runAt });
  }

  /** A payment the gateway refused to carry out (a debit refused on request) is failed with its code. */
  async refused(merchantTransactionId: string, code: string): Promise<void> {
    const status = {
      outcome: 'failed' as const,
      amountPaise: null,
      merchantId: null,
      gatewayTransactionId: null,
      code,
    };
    const result = await settlePayment(this.options.db, merchantTransactionId, status, null, this.effects());
    if (result?.decided) this.options.outcomes?.paymentDecided('failed');
  }

  /** Reads a mandate's state from the gateway and records it (after a webhook said it changed). */
  private async checkMandate(merchantSubscriptionId: string): Promise<void> {
    const { mandates: gateway } = this.options.gateway;
    const mandate = await this.options.mandates.byMerchantSubscriptionId(merchantSubscriptionId);
    if (!gateway || !mandate) return;
    const { state } = await gateway.mandateStatus(merchantSubscriptionId);
    if (state === 'pending' || state === mandate.state) return;
    if (await this.options.mandates.recordState(mandate.id, state))
      this.options.log.info(
        { merchantSubscriptionId, from: mandate.state, to: state },
        'mandate changed at the gateway',
      );
  }

  /** One run of the reconciliation job: ask, and if still undecided, book the next check or expire. */
  private async reconcile(merchantTransactionId: string, check: number): Promise<void> {
    const payment = await this.options.repository.byMerchantTransactionId(merchantTransactionId);
    // A notification may still settle a payment we gave up on; the schedule stops at expiry.
    const undecided = payment?.state === 'pending' || (payment?.state === 'expired' && check === 0);
    if (!payment || !undecided) return;
    const result = await this.check(merchantTransactionId).catch((error: unknown) => {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.options.log.warn({ merchantTransactionId, reason: error.reason }, 'payment status check failed');
      return null;
    });
    if (check === 0 || (result && result.state !== 'pending')) return;
    const scheduled = await this.scheduleCheck(payment, check + 1);
    if (!scheduled && (await expirePayment(this.options.db, merchantTransactionId, this.effects()))) {
      this.options.outcomes?.paymentDecided('expired');
      this.options.log.warn({ merchantTransactionId }, 'payment expired: PhonePe never decided it');
    }
  }

  private async scheduleCheck(payment: PaymentRow, n: number): Promise<boolean> {
    const runAt = checkDueAt(payment.createdAt, n);
    if (!runAt) return false;
    await this.options.queue.enqueue(
      this.reconcileJob,
      { merchantTransactionId: payment.merchantTransactionId, check: n },
      { runAt },
    );
    return true;
  }
}
