import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import {
  forgedNotification,
  type GatewayNotification,
  type GatewayPaymentStatus,
  type GatewayRefundStatus,
  type PayRequest,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway';
import { PhonePeV2Autopay } from './phonepe-v2-autopay';
import { v2OrderSchema, v2PaymentStatus, v2RefundState } from './phonepe-v2-answers';
import { PhonePeV2Client, type PhonePeV2Options } from './phonepe-v2-client';
import { sameSecret, webhookAuthorization } from './phonepe-signatures';

export type { PhonePeV2Options } from './phonepe-v2-client';

const paySchema = z.object({ orderId: z.string(), redirectUrl: z.string() });
const refundSchema = z.object({ state: z.string(), errorCode: z.string().optional() });
const webhookSchema = z.object({
  event: z.string().optional(),
  type: z.string().optional(),
  payload: z
    .object({
      merchantId: z.string().optional(),
      merchantOrderId: z.string().optional(),
      merchantRefundId: z.string().optional(),
      merchantSubscriptionId: z.string().optional(),
      paymentFlow: z.object({ merchantSubscriptionId: z.string().optional() }).loose().optional(),
      state: z.string(),
    })
    .loose(),
});

/**
 * PhonePe Standard Checkout v2: `POST /checkout/v2/pay`, `GET /checkout/v2/order/{merchantOrderId}/status`,
 * refunds under `/payments/v2/refund`, webhooks authenticated by `Authorization: SHA256(username:password)`,
 * and UPI Autopay (`mandates`) on the same credentials.
 */
export class PhonePeV2 implements PaymentGateway {
  readonly name = 'phonepe-v2';
  readonly mandates: PhonePeV2Autopay;
  private readonly client: PhonePeV2Client;

  constructor(private readonly options: PhonePeV2Options) {
    this.client = new PhonePeV2Client(options);
    this.mandates = new PhonePeV2Autopay(this.client);
  }

  async pay(request: PayRequest) {
    const order = await this.client.call('POST', '/checkout/v2/pay', paySchema, {
      merchantOrderId: request.merchantTransactionId,
      amount: request.amountPaise,
      metaInfo: { udf1: request.merchantUserId },
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.redirectUrl } },
    });
    return { payPageUrl: order.redirectUrl, gatewayOrderId: order.orderId };
  }

  async status(merchantTransactionId: string): Promise<GatewayPaymentStatus> {
    const order = await this.client.call(
      'GET',
      `/checkout/v2/order/${encodeURIComponent(merchantTransactionId)}/status?details=false`,
      v2OrderSchema,
    );
    return v2PaymentStatus(order);
  }

  notification(headers: IncomingHttpHeaders, body: unknown): GatewayNotification {
    const expected = webhookAuthorization(this.options.webhookUsername, this.options.webhookPassword);
    if (!sameSecret(headers.authorization, expected)) throw forgedNotification();
    const parsed = webhookSchema.safeParse(body);
    const payload = parsed.data?.payload;
    const mandateId = payload?.merchantSubscriptionId ?? payload?.paymentFlow?.merchantSubscriptionId ?? null;
    // Orders (checkout, mandate setup, debits) and refunds name themselves; a mandate's own news
    // (paused, revoked, cancelled) names only the mandate.
    const id = payload?.merchantRefundId ?? payload?.merchantOrderId ?? mandateId;
    if (!parsed.success || !payload || !id)
      throw new AppError('bad_request', 'The webhook names no merchant order or subscription.');
    const event = parsed.data.event ?? parsed.data.type ?? 'unknown';
    return { merchantId: id, mandateId, dedupeKey: `${event}:${payload.state}`, payload: body };
  }

  async refund(request: RefundRequest): Promise<GatewayRefundStatus> {
    const refund = await this.client.call('POST', '/payments/v2/refund', refundSchema, {
      merchantRefundId: request.merchantRefundId,
      originalMerchantOrderId: request.merchantTransactionId,
      amount: request.amountPaise,
    });
    return { state: v2RefundState(refund.state), code: refund.errorCode ?? null };
  }

  async refundStatus(merchantRefundId: string): Promise<GatewayRefundStatus> {
    const refund = await this.client.call(
      'GET',
      `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
      refundSchema,
    );
    return { state: v2RefundState(refund.state), code: refund.errorCode ?? refund.state };
  }
}
