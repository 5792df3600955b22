import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  placeOfSupplyOf,
  splitGst,
  type GstSplit,
  type GstStateCode,
  type PlaceOfSupply,
} from '@reelhouse/contracts/gst';
import { priceWithGst } from '@reelhouse/contracts/plans';
import type { PaymentStarted, Refund } from '@reelhouse/contracts/payments';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { JobQueue } from '../../platform/jobs/job-queue';
import {
  GatewayUnavailableError,
  type PayRequest,
  type PaymentGateway,
} from '../../integrations/phonepe/payment-gateway';
import type { PaymentPurpose } from '@reelhouse/contracts/subscriptions';
import type { MandatesRepository } from './mandates.repository';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import { checkDueAt } from './reconcile-schedule';
import { newMerchantTransactionId } from './merchant-ids';
import { RefundRequests } from './refund-requests';
import type { OrderSettlement } from './order-payments';
import { expirePayment, settlePayment, type SettlementEffects, type SettlementResult } from './settlement.service';
import type { SubscriptionMailer } from './subscription-mailer';
import type { SubscriptionEvent } from './subscription-mails';
import type { Metrics } from '../../platform/operations/metrics';

/** Page loads and status calls ask the gateway about a pending payment at most this often. */
const RECHECK_AFTER_MS = 3000;

export interface PlanForSale {
  id: number;
  pricePaise: number;
  gstBasisPoints: number;
}

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

/** How long a mandate may be used: PhonePe's own default is thirty years; ten is plenty for a plan. */
const MANDATE_YEARS = 10;

/** Setups and renewal debits are subscription orders at the gateway, asked about at their own status API. */
const isMandateOrder = (payment: PaymentRow) => payment.purpose === 'autopay_setup' || payment.purpose === 'renewal';

const mandateCheckPayload = z.object({ merchantSubscriptionId: z.string() });

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
  private readonly refunds: RefundRequests;
  readonly mandateCheckJob: JobKind<typeof mandateCheckPayload>;
  /** What settling an order's payment does to the order: the shop module sets it. */
  private orders: OrderSettlement | null = null;

  constructor(private readonly options: PaymentsServiceOptions) {
    this.refunds = new RefundRequests({ ...options, orders: () => this.orders });
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

  /**
   * Starts paying for a plan. GST divides by where the buyer is: the state they name, else their
   * default billing address's, else — an unknown recipient of a service — the seller's own.
   */
  async start(
    userId: number,
    purchase: { planId: number; buyerState?: GstStateCode | undefined; autopay?: boolean | undefined },
    returnOrigin: string,
  ): Promise<PaymentStarted> {
    const plan = await this.options.planForSale(purchase.planId);
    if (!plan) throw new AppError('not_found', `There is no plan ${purchase.planId} on sale.`);
    if (plan.pricePaise === 0) throw new AppError('unprocessable', 'The free plan needs no payment.');
    const mandates = purchase.autopay ? this.options.gateway.mandates : null;
    if (purchase.autopay && !mandates)
      throw new AppError('unprocessable', 'Autopay needs PhonePe’s v2 API; this site takes one-time payments only.');
    const price = priceWithGst(plan.pricePaise, plan.gstBasisPoints);
    const buyer = purchase.buyerState ?? (await this.placeOfSupplyOf(userId));
    const bought = {
      planId: plan.id,
      gstBasisPoints: plan.gstBasisPoints,
      ...price,
      ...this.gstSplit(price.gstPaise, buyer),
    };
    const returnUrl = (id: string) => `${returnOrigin}/payment-success/${id}`;
    if (!mandates) return this.begin(userId, { ...bought, purpose: 'purchase' }, returnUrl);
    // The mandate is approved with the first period's payment, and allows up to the dearest plan.
    const maxAmountPaise = Math.max(price.totalPaise, await this.options.mandates.highestRenewalPaise());
    return this.begin(userId, { ...bought, purpose: 'autopay_setup' }, returnUrl, async (payment, request) => {
      const mandate = await this.options.mandates.create({
        userId,
        merchantSubscriptionId: newMerchantTransactionId('MS'),
        gateway: this.options.gateway.name,
        maxAmountPaise,
        setupPaymentId: payment.id,
      });
      const expiresAt = new Date();
      expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + MANDATE_YEARS);
      return mandates.setup({
        merchantOrderId: request.merchantTransactionId,
        merchantSubscriptionId: mandate.merchantSubscriptionId,
        amountPaise: request.amountPaise,
        maxAmountPaise,
        merchantUserId: request.merchantUserId,
        redirectUrl: request.redirectUrl,
        expiresAt,
      });
    });
  }

  /**
   * Starts paying an upgrade's prorated difference (see PlanChanges): a one-time payment at the
   * better plan's GST rate, supplied where the member's plan was, which on success replaces their
   * periods with the better plan until `coversUntil`.
   */
  async startUpgrade(
    userId: number,
    upgrade: {
      planId: number;
      fromPlanId: number;
      gstBasisPoints: number;
      feePaise: number;
      creditPaise: number;
      coversUntil: Date;
    },
    returnOrigin: string,
  ): Promise<PaymentStarted> {
    const price = priceWithGst(upgrade.feePaise, upgrade.gstBasisPoints);
    const place =
      (await this.options.repository.lastPlanPlaceOfSupplyOf(userId)) ?? (await this.placeOfSupplyOf(userId));
    return this.begin(
      userId,
      {
        planId: upgrade.planId,
        purpose: 'upgrade',
        gstBasisPoints: upgrade.gstBasisPoints,
        ...price,
        ...this.gstSplit(price.gstPaise, place),
        creditPaise: upgrade.creditPaise,
        upgradedFromPlanId: upgrade.fromPlanId,
        coversUntil: upgrade.coversUntil,
      },
      (id) => `${returnOrigin}/payment-success/${id}`,
    );
  }

  /** Where a service to the member is supplied when they name no state: their default billing address's. */
  private async placeOfSupplyOf(userId: number): Promise<PlaceOfSupply | null> {
    const billing = await this.options.repository.billingRegionOf(userId);
    return billing && placeOfSupplyOf(billing);
  }

  /** How the GST divides between seller and buyer, with the seller's state it was divided by. */
  private gstSplit(gstPaise: number, buyer: PlaceOfSupply | null) {
    const seller = this.options.sellerState;
    return { sellerState: seller, ...splitGst(gstPaise, seller, buyer ?? seller) };
  }

  /**
   * Starts paying for a shop order at the order's own total (fixed when it was placed). Its GST is
   * per line, so the payment records the order's GST amount and no single rate.
   */
  async startForOrder(
    userId: number,
    order: { id: number; number: string; totalPaise: number; gstPaise: number },
    returnOrigin: string,
  ): Promise<PaymentStarted> {
    // Goods are supplied where they are delivered (billed, for what is not shipped).
    const region = await this.options.repository.orderRegionOf(order.id);
    return this.begin(
      userId,
      {
        orderId: order.id,
        gstBasisPoints: 0,
        basePaise: order.totalPaise - order.gstPaise,
        gstPaise: order.gstPaise,
        totalPaise: order.totalPaise,
        ...this.gstSplit(order.gstPaise, region && placeOfSupplyOf(region)),
        purpose: 'purchase',
      },
      () => `${returnOrigin}/order-received/${order.number}`,
    );
  }

  private async begin(
    userId: number,
    purchase: ({ planId: number } | { orderId: number }) &
      GstSplit & {
        purpose: PaymentPurpose;
        creditPaise?: number;
        upgradedFromPlanId?: number;
        coversUntil?: Date;
        sellerState: GstStateCode;
        gstBasisPoints: number;
        basePaise: number;
        gstPaise: number;
        totalPaise: number;
      },
    returnUrl: (merchantTransactionId: string) => string,
    open: (
      payment: PaymentRow,
      request: PayRequest,
    ) => Promise<{ payPageUrl: string; gatewayOrderId: string | null }> = (_payment, request) =>
      this.options.gateway.pay(request),
  ): Promise<PaymentStarted> {
    const { repository, gateway } = this.options;
    const { totalPaise, ...fields } = purchase;
    const payment = await repository.create({
      merchantTransactionId: newMerchantTransactionId(),
      userId,
      ...fields,
      gateway: gateway.name,
      amountPaise: totalPaise,
    });
    // Scheduled before PhonePe is asked: if the answer is lost, the status API still decides.
    await this.scheduleCheck(payment, 1);
    const order = await open(payment, {
      merchantTransactionId: payment.merchantTransactionId,
      amountPaise: payment.amountPaise,
      merchantUserId: `U${userId}`,
      redirectUrl: returnUrl(payment.merchantTransactionId),
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
