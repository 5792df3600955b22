import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Refund } from '@reelhouse/contracts/payments';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { GatewayUnavailableError, type PaymentGateway } from '../../integrations/phonepe/payment-gateway';
import type { OrderSettlement } from './order-payments';
import type { PaymentsRepository } from './payments.repository';
import { newMerchantTransactionId } from './merchant-ids';
import { RefundsRepository } from './refunds.repository';
import { settleRefund } from './refunds.service';

/** A refund PhonePe has not finished is asked about this often, this many times (20 minutes). */
const REFUND_CHECK_EVERY_MS = 30_000;
const REFUND_CHECKS = 40;

const refundCheckPayload = z.object({
  merchantRefundId: z.string(),
  merchantTransactionId: z.string(),
  check: z.number().int().min(1),
});

export interface RefundRequestsDeps {
  db: Db;
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  queue: JobQueue;
  log: FastifyBaseLogger;
  notificationUrl: () => string;
  /** What a refunded payment does to the order it paid for (set by the shop module after start). */
  orders: () => OrderSettlement | null;
}

/**
 * Refunds through the gateway's refund API: asked for by an operator, settled by the gateway's
 * answer, and — while the gateway has not finished — asked about by a job every 30 s for 20 minutes.
 */
export class RefundRequests {
  private readonly checkJob: JobKind<typeof refundCheckPayload>;

  constructor(private readonly deps: RefundRequestsDeps) {
    this.checkJob = {
      name: 'payment.refund-check',
      payload: refundCheckPayload,
      key: ({ merchantRefundId, check }) => `${merchantRefundId}#${check}`,
      maxAttempts: 3,
      priority: () => 2,
      run: (payload) => this.checkRefund(payload),
    };
    deps.queue.define(this.checkJob);
  }

  /**
   * An operator's full refund of a paid payment through PhonePe's refund API (fraud cases, per the
   * refund policy). Once PhonePe completes it, the payment is marked refunded and the plan period
   * it bought ends at once; until then a job keeps asking.
   */
  async refund(operatorId: number, merchantTransactionId: string, reason: string): Promise<Refund> {
    const { db, repository, gateway } = this.deps;
    const payment = await repository.byMerchantTransactionId(merchantTransactionId);
    if (!payment) throw new AppError('not_found', 'There is no payment with this transaction id.');
    const merchantRefundId = newMerchantTransactionId('RF');
    const refund = await new RefundsRepository(db).open({
      merchantRefundId,
      merchantTransactionId,
      reason,
      requestedBy: operatorId,
    });
    if (!refund) {
      throw new AppError(
        'conflict',
        payment.state === 'succeeded' || payment.state === 'flagged'
          ? 'This payment already has a refund that is in progress or done.'
          : `Only a paid payment can be refunded; this one is ${payment.state}.`,
      );
    }
    let status;
    try {
      status = await gateway.refund({
        merchantRefundId,
        merchantTransactionId,
        amountPaise: refund.amountPaise,
        merchantUserId: `U${payment.userId ?? 0}`,
        callbackUrl: this.deps.notificationUrl(),
      });
      if (status.state === 'pending') status = await gateway.refundStatus(merchantRefundId, merchantTransactionId);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // PhonePe did not take it: recorded as failed, so the operator can try again (PhonePe itself
      // refuses refunds beyond what was paid, should the first one have gone through after all).
      this.deps.log.warn({ merchantRefundId, reason: error.reason }, 'refund request failed');
      await settleRefund(db, merchantRefundId, { state: 'failed', code: 'GATEWAY_UNAVAILABLE' }, this.deps.orders());
      throw error;
    }
    const settled = await settleRefund(db, merchantRefundId, status, this.deps.orders());
    if (settled.state === 'pending') await this.scheduleRefundCheck(merchantRefundId, merchantTransactionId, 1);
    this.deps.log.info({ merchantTransactionId, merchantRefundId, state: settled.state }, 'refund requested');
    return settled;
  }

  private async checkRefund({ merchantRefundId, merchantTransactionId, check }: z.infer<typeof refundCheckPayload>) {
    const status = await this.deps.gateway
      .refundStatus(merchantRefundId, merchantTransactionId)
      .catch((error: unknown) => {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        return { state: 'pending' as const, code: null };
      });
    const refund = await settleRefund(this.deps.db, merchantRefundId, status, this.deps.orders());
    if (refund.state !== 'pending') return;
    if (check < REFUND_CHECKS) await this.scheduleRefundCheck(merchantRefundId, merchantTransactionId, check + 1);
    else this.deps.log.error({ merchantRefundId }, 'refund still pending at PhonePe after 20 minutes: check by hand');
  }

  private scheduleRefundCheck(merchantRefundId: string, merchantTransactionId: string, check: number) {
    return this.deps.queue.enqueue(
      this.checkJob,
      { merchantRefundId, merchantTransactionId, check },
      { runAt: new Date(Date.now() + REFUND_CHECK_EVERY_MS) },
    );
  }
}
