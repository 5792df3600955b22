import type { FastifyBaseLogger } from 'fastify';
import {
  placeOfSupplyOf,
  splitGst,
  type GstSplit,
  type GstStateCode,
  type PlaceOfSupply,
} from '@reelhouse/contracts/gst';
import { priceWithGst } from '@reelhouse/contracts/plans';
import type { PaymentStarted } from '@reelhouse/contracts/payments';
import type { PaymentPurpose } from '@reelhouse/contracts/subscriptions';
import { AppError } from '../../platform/errors/app-error';
import type { PayRequest, PaymentGateway } from '../../integrations/phonepe/payment-gateway';
import type { MandatesRepository } from './mandates.repository';
import { newMerchantTransactionId } from './merchant-ids';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

export interface PlanForSale {
  id: number;
  pricePaise: number;
  gstBasisPoints: number;
}

export interface PaymentStartsDeps {
  repository: PaymentsRepository;
  mandates: MandatesRepository;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  planForSale: (planId: number) => Promise<PlanForSale | null>;
  /** Where PhonePe sends server-to-server notifications. */
  notificationUrl: () => string;
  /** Where the seller is registered for GST. */
  sellerState: GstStateCode;
  /** Starts the status checks of a payment just written (before the gateway is asked). */
  follow: (merchantTransactionId: string, createdAt: Date) => Promise<void>;
}

/** How long a mandate may be used: PhonePe's own default is thirty years; ten is plenty for a plan. */
const MANDATE_YEARS = 10;

/**
 * Starting payments: a plan (once, or with an Autopay mandate), an upgrade's prorated difference,
 * or a shop order. Each is written at our price — never the browser's — with its GST divided by
 * where the buyer is, its status checks scheduled, and then the gateway asked for its page.
 */
export class PaymentStarts {
  constructor(private readonly deps: PaymentStartsDeps) {}

  /**
   * Starts paying for a plan. GST divides by where the buyer is: the state they name, else their
   * default billing address's, else — an unknown recipient of a service — the seller's own.
   */
  async start(
    userId: number,
    purchase: { planId: number; buyerState?: GstStateCode | undefined; autopay?: boolean | undefined },
    returnOrigin: string,
  ): Promise<PaymentStarted> {
    const plan = await this.deps.planForSale(purchase.planId);
    if (!plan) throw new AppError('not_found', `There is no plan ${purchase.planId} on sale.`);
    if (plan.pricePaise === 0) throw new AppError('unprocessable', 'The free plan needs no payment.');
    const mandates = purchase.autopay ? this.deps.gateway.mandates : null;
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
    const maxAmountPaise = Math.max(price.totalPaise, await this.deps.mandates.highestRenewalPaise());
    return this.begin(userId, { ...bought, purpose: 'autopay_setup' }, returnUrl, async (payment, request) => {
      const mandate = await this.deps.mandates.create({
        userId,
        merchantSubscriptionId: newMerchantTransactionId('MS'),
        gateway: this.deps.gateway.name,
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
    const place = (await this.deps.repository.lastPlanPlaceOfSupplyOf(userId)) ?? (await this.placeOfSupplyOf(userId));
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
    const billing = await this.deps.repository.billingRegionOf(userId);
    return billing && placeOfSupplyOf(billing);
  }

  /** How the GST divides between seller and buyer, with the seller's state it was divided by. */
  private gstSplit(gstPaise: number, buyer: PlaceOfSupply | null) {
    const seller = this.deps.sellerState;
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
    const region = await this.deps.repository.orderRegionOf(order.id);
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
      this.deps.gateway.pay(request),
  ): Promise<PaymentStarted> {
    const { repository, gateway } = this.deps;
    const { totalPaise, ...fields } = purchase;
    const payment = await repository.create({
      merchantTransactionId: newMerchantTransactionId(),
      userId,
      ...fields,
      gateway: gateway.name,
      amountPaise: totalPaise,
    });
    // Scheduled before PhonePe is asked: if the answer is lost, the status API still decides.
    await this.deps.follow(payment.merchantTransactionId, payment.createdAt);
    const order = await open(payment, {
      merchantTransactionId: payment.merchantTransactionId,
      amountPaise: payment.amountPaise,
      merchantUserId: `U${userId}`,
      redirectUrl: returnUrl(payment.merchantTransactionId),
      callbackUrl: this.deps.notificationUrl(),
    });
    await repository.recordOrder(payment.id, order);
    this.deps.log.info(
      { merchantTransactionId: payment.merchantTransactionId, amountPaise: payment.amountPaise, gateway: gateway.name },
      'payment started',
    );
    return { merchantTransactionId: payment.merchantTransactionId, redirectUrl: order.payPageUrl };
  }
}
