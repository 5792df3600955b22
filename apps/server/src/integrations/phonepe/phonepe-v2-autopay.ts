import { z } from 'zod';
import type {
  DebitNotice,
  GatewayPaymentStatus,
  MandateGateway,
  MandateSetupRequest,
  MandateState,
} from './payment-gateway';
import type { PhonePeV2Client } from './phonepe-v2-client';
import { v2OrderSchema, v2PaymentStatus } from './phonepe-v2-answers';

const setupSchema = z.object({ orderId: z.string(), redirectUrl: z.string() });
const subscriptionSchema = z.object({ state: z.string() }).loose();
const notifySchema = z.object({ orderId: z.string().optional(), state: z.string() }).loose();
const redeemSchema = z.object({ state: z.string() }).loose();

/** PhonePe's subscription states, ours; a state it adds later reads as pending (asked again). */
export function v2MandateState(state: string): MandateState {
  const known: Record<string, MandateState> = {
    ACTIVE: 'active',
    PAUSED: 'paused',
    REVOKED: 'revoked',
    CANCELLED: 'cancelled',
    EXPIRED: 'expired',
    FAILED: 'failed',
  };
  return known[state] ?? 'pending';
}

/**
 * PhonePe's UPI Autopay on the v2 API: a mandate set up through the checkout page with its first
 * payment (`SUBSCRIPTION_CHECKOUT_SETUP`, the TRANSACTION workflow, a VARIABLE amount up to a
 * maximum, debited ON_DEMAND as plans renew), then per renewal a notice (`/subscriptions/v2/notify`)
 * and, a day or more later, the debit (`/subscriptions/v2/redeem`). We retry failed debits
 * ourselves (CUSTOM), on our schedule.
 */
export class PhonePeV2Autopay implements MandateGateway {
  constructor(private readonly client: PhonePeV2Client) {}

  async setup(request: MandateSetupRequest) {
    const order = await this.client.call('POST', '/checkout/v2/pay', setupSchema, {
      merchantOrderId: request.merchantOrderId,
      amount: request.amountPaise,
      metaInfo: { udf1: request.merchantUserId },
      paymentFlow: {
        type: 'SUBSCRIPTION_CHECKOUT_SETUP',
        merchantUrls: { redirectUrl: request.redirectUrl },
        subscriptionDetails: {
          subscriptionType: 'RECURRING',
          merchantSubscriptionId: request.merchantSubscriptionId,
          authWorkflowType: 'TRANSACTION',
          amountType: 'VARIABLE',
          maxAmount: request.maxAmountPaise,
          frequency: 'ON_DEMAND',
          expireAt: request.expiresAt.getTime(),
        },
      },
    });
    return { payPageUrl: order.redirectUrl, gatewayOrderId: order.orderId };
  }

  async orderStatus(merchantOrderId: string): Promise<GatewayPaymentStatus> {
    const order = await this.client.call(
      'GET',
      `/subscriptions/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
      v2OrderSchema,
    );
    return v2PaymentStatus(order);
  }

  async mandateStatus(merchantSubscriptionId: string) {
    const mandate = await this.client.call(
      'GET',
      `/subscriptions/v2/${encodeURIComponent(merchantSubscriptionId)}/status?details=false`,
      subscriptionSchema,
    );
    return { state: v2MandateState(mandate.state), code: mandate.state };
  }

  async notify(notice: DebitNotice) {
    const sent = await this.client.callOrRefusal('POST', '/subscriptions/v2/notify', notifySchema, {
      merchantOrderId: notice.merchantOrderId,
      amount: notice.amountPaise,
      expireAt: notice.expiresAt.getTime(),
      paymentFlow: {
        type: 'SUBSCRIPTION_REDEMPTION',
        merchantSubscriptionId: notice.merchantSubscriptionId,
        redemptionRetryStrategy: 'CUSTOM',
        autoDebit: false,
      },
    });
    if (sent.refusal) return { accepted: false, code: sent.refusal.code };
    return { accepted: sent.answer.state !== 'FAILED', code: sent.answer.state };
  }

  async redeem(merchantOrderId: string) {
    const sent = await this.client.callOrRefusal('POST', '/subscriptions/v2/redeem', redeemSchema, { merchantOrderId });
    return sent.refusal ? { accepted: false, code: sent.refusal.code } : { accepted: true, code: sent.answer.state };
  }

  async cancel(merchantSubscriptionId: string) {
    const path = `/subscriptions/v2/${encodeURIComponent(merchantSubscriptionId)}/cancel`;
    const sent = await this.client.callOrRefusal('POST', path, z.unknown(), {});
    return sent.refusal ? { accepted: false, code: sent.refusal.code } : { accepted: true, code: 'CANCELLED' };
  }
}
