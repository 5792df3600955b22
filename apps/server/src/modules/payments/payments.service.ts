import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { priceWithGst } from '@reelhouse/contracts/plans';
import type { PaymentStarted } from '@reelhouse/contracts/payments';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../errors/app-error';
import type { JobKind, JobQueue } from '../../jobs/job-queue';
import { GatewayUnavailableError, type PaymentGateway } from '../../integrations/phonepe/payment-gateway';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import { checkDueAt } from './reconcile-schedule';
import { expirePayment, settlePayment, type SettlementResult } from './settlement';

/** Page loads and status calls ask the gateway about a pending payment at most this often. */
const RECHECK_AFTER_MS = 3000;

/** Our merchant transaction ids: RH, the time in base 36 and 12 random hex digits (≤ 35 characters). */
export const newMerchantTransactionId = (prefix = 'RH') =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

export interface PlanForSale {
  id: number;
  pricePaise: number;
  gstBasisPoints: number;
}

export interface PaymentsServiceOptions {
  db: Db;
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  queue: JobQueue;
  log: FastifyBaseLogger;
  planForSale: (planId: number) => Promise<PlanForSale | null>;
  /** The merchant id PhonePe's answers must name, where they name one (v1). */
  merchantId: string | null;
  /** Where PhonePe sends server-to-server notifications. */
  notificationUrl: () => string;
}

const reconcilePayload = z.object({
  merchantTransactionId: z.string(),
  /** 1… for the scheduled checks; 0 for a check a notification asked for. */
  check: z.number().int().min(0),
});

/**
 * Buying a plan: a payment is created at the plan's price (never the browser's), PhonePe is asked
 * for its page, and the outcome is decided only by PhonePe's status API — asked when a verified
 * notification arrives, when the member's page or the original app asks, and on PhonePe's polling
 * schedule by the reconciliation job until the payment is decided or expires.
 */
export class PaymentsService {
  readonly reconcileJob: JobKind<typeof reconcilePayload>;

  constructor(private readonly options: PaymentsServiceOptions) {
    this.reconcileJob = {
      name: 'payment.reconcile',
      payload: reconcilePayload,
      key: ({ merchantTransactionId, check }) => `${merchantTransactionId}#${check}`,
      maxAttempts: 3,
      priority: () => 1,
      run: ({ merchantTransactionId, check }) => this.reconcile(merchantTransactionId, check),
    };
    options.queue.define(this.reconcileJob);
  }

  async start(userId: number, planId: number, returnOrigin: string): Promise<PaymentStarted> {
    const { repository, gateway } = this.options;
    const plan = await this.options.planForSale(planId);
    if (!plan) throw new AppError('not_found', `There is no plan ${planId} on sale.`);
    if (plan.pricePaise === 0) throw new AppError('unprocessable', 'The free plan needs no payment.');
    const price = priceWithGst(plan.pricePaise, plan.gstBasisPoints);
    const payment = await repository.create({
      merchantTransactionId: newMerchantTransactionId(),
      userId,
      planId: plan.id,
      gateway: gateway.name,
      basePaise: price.basePaise,
      gstBasisPoints: plan.gstBasisPoints,
      gstPaise: price.gstPaise,
      amountPaise: price.totalPaise,
    });
    // Scheduled before PhonePe is asked: if the answer is lost, the status API still decides.
    await this.scheduleCheck(payment, 1);
    const order = await gateway.pay({
      merchantTransactionId: payment.merchantTransactionId,
      amountPaise: payment.amountPaise,
      merchantUserId: `U${userId}`,
      redirectUrl: `${returnOrigin}/payment-success/${payment.merchantTransactionId}`,
      callbackUrl: this.options.notificationUrl(),
    });
    await repository.recordOrder(payment.id, order);
    this.options.log.info(
      { merchantTransactionId: payment.merchantTransactionId, amountPaise: payment.amountPaise, gateway: gateway.name },
      'payment started',
    );
    return { merchantTransactionId: payment.merchantTransactionId, redirectUrl: order.payPageUrl };
  }

  /**
   * A server-to-server notification: verified (a forged one throws 401 and changes nothing),
   * kept once per delivery, and answered at once; the status check it prompts runs as a job.
   */
  async notified(headers: IncomingHttpHeaders, body: unknown): Promise<'queued' | 'duplicate' | 'unknown'> {
    const note = this.options.gateway.notification(headers, body);
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
   * applies the answer; answers the payment as it stands afterwards.
   */
  async refresh(payment: PaymentRow): Promise<PaymentRow> {
    const recent = payment.checkedAt && Date.now() - payment.checkedAt.getTime() < RECHECK_AFTER_MS;
    if (payment.state !== 'pending' || recent) return payment;
    await this.check(payment.merchantTransactionId).catch((error: unknown) => {
      // The page keeps showing "pending" and asks again; the job keeps polling.
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.options.log.warn({ reason: error.reason }, 'payment status check failed');
    });
    return (await this.options.repository.byMerchantTransactionId(payment.merchantTransactionId)) ?? payment;
  }

  /** Asks PhonePe's status API and applies its answer (exactly once; see settlePayment). */
  async check(merchantTransactionId: string): Promise<SettlementResult | null> {
    const status = await this.options.gateway.status(merchantTransactionId);
    const result = await settlePayment(this.options.db, merchantTransactionId, status, this.options.merchantId);
    if (result?.activated) this.options.log.info({ merchantTransactionId }, 'payment succeeded: plan activated');
    if (result?.state === 'flagged')
      this.options.log.error({ merchantTransactionId, status }, 'payment flagged: PhonePe’s answer does not match it');
    return result;
  }

  /** One run of the reconciliation job: ask, and if still undecided, book the next check or expire. */
  private async reconcile(merchantTransactionId: string, check: number): Promise<void> {
    const payment = await this.options.repository.byMerchantTransactionId(merchantTransactionId);
    if (payment?.state !== 'pending') return;
    const result = await this.check(merchantTransactionId).catch((error: unknown) => {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.options.log.warn({ merchantTransactionId, reason: error.reason }, 'payment status check failed');
      return null;
    });
    if (check === 0 || (result && result.state !== 'pending')) return;
    const scheduled = await this.scheduleCheck(payment, check + 1);
    if (!scheduled && (await expirePayment(this.options.db, merchantTransactionId)))
      this.options.log.warn({ merchantTransactionId }, 'payment expired: PhonePe never decided it');
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
