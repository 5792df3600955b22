import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import {
  callGateway,
  forgedNotification,
  GatewayUnavailableError,
  type GatewayNotification,
  type GatewayPaymentStatus,
  type GatewayRefundStatus,
  type PayRequest,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway';
import { sameSecret, webhookAuthorization } from './phonepe-signatures';

export interface PhonePeV2Options {
  /** The PG API's base, e.g. https://api.phonepe.com/apis/pg (paths such as /checkout/v2/pay follow). */
  baseUrl: string;
  /** The OAuth token endpoint. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_at: z.number(), token_type: z.string() });
const paySchema = z.object({ orderId: z.string(), redirectUrl: z.string() });
const orderSchema = z.object({
  orderId: z.string().optional(),
  state: z.string(),
  amount: z.number().int().optional(),
  errorCode: z.string().optional(),
  paymentDetails: z
    .array(z.object({ transactionId: z.string().optional(), state: z.string().optional() }).loose())
    .optional(),
});
const refundSchema = z.object({ state: z.string(), errorCode: z.string().optional() });
const webhookSchema = z.object({
  event: z.string().optional(),
  type: z.string().optional(),
  payload: z
    .object({
      merchantId: z.string().optional(),
      merchantOrderId: z.string().optional(),
      merchantRefundId: z.string().optional(),
      state: z.string(),
    })
    .loose(),
});

/**
 * Reads v2's order state: COMPLETED and FAILED are final; PENDING and any state PhonePe adds later
 * keep the payment pending, to be asked again.
 */
export function v2Outcome(state: string): GatewayPaymentStatus['outcome'] {
  if (state === 'COMPLETED') return 'succeeded';
  if (state === 'FAILED') return 'failed';
  return 'pending';
}

/** v2 refunds: COMPLETED (older answers said CONFIRMED) is done, FAILED failed, anything else pending. */
export function v2RefundState(state: string): GatewayRefundStatus['state'] {
  if (state === 'COMPLETED' || state === 'CONFIRMED') return 'completed';
  if (state === 'FAILED') return 'failed';
  return 'pending';
}

// A token is renewed this long before it expires, so no call goes out with one about to lapse.
const TOKEN_MARGIN_SECONDS = 60;

/**
 * PhonePe Standard Checkout v2: an OAuth client-credentials token (kept until shortly before it
 * expires; concurrent callers share one request for it), `POST /checkout/v2/pay`,
 * `GET /checkout/v2/order/{merchantOrderId}/status`, refunds under `/payments/v2/refund`, and
 * webhooks authenticated by `Authorization: SHA256(username:password)`.
 */
export class PhonePeV2 implements PaymentGateway {
  readonly name = 'phonepe-v2';
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly options: PhonePeV2Options) {}

  async pay(request: PayRequest) {
    const answer = await this.call('POST', '/checkout/v2/pay', {
      merchantOrderId: request.merchantTransactionId,
      amount: request.amountPaise,
      metaInfo: { udf1: request.merchantUserId },
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.redirectUrl } },
    });
    const order = this.read(paySchema, answer, 'pay');
    return { payPageUrl: order.redirectUrl, gatewayOrderId: order.orderId };
  }

  async status(merchantTransactionId: string): Promise<GatewayPaymentStatus> {
    const answer = await this.call(
      'GET',
      `/checkout/v2/order/${encodeURIComponent(merchantTransactionId)}/status?details=false`,
    );
    const order = this.read(orderSchema, answer, 'status');
    const attempt = order.paymentDetails?.at(-1);
    const outcome = v2Outcome(order.state);
    return {
      outcome,
      amountPaise: order.amount ?? null,
      // v2 answers only for the merchant whose token asked: there is no merchant id to compare.
      merchantId: null,
      gatewayTransactionId: attempt?.transactionId ?? null,
      code: outcome === 'failed' ? (order.errorCode ?? order.state) : order.state,
    };
  }

  notification(headers: IncomingHttpHeaders, body: unknown): GatewayNotification {
    const expected = webhookAuthorization(this.options.webhookUsername, this.options.webhookPassword);
    if (!sameSecret(headers.authorization, expected)) throw forgedNotification();
    const parsed = webhookSchema.safeParse(body);
    const id = parsed.data?.payload.merchantRefundId ?? parsed.data?.payload.merchantOrderId;
    if (!parsed.success || !id) throw new AppError('bad_request', 'The webhook names no merchant order.');
    const event = parsed.data.event ?? parsed.data.type ?? 'unknown';
    return { merchantId: id, dedupeKey: `${event}:${parsed.data.payload.state}`, payload: body };
  }

  async refund(request: RefundRequest): Promise<GatewayRefundStatus> {
    const answer = await this.call('POST', '/payments/v2/refund', {
      merchantRefundId: request.merchantRefundId,
      originalMerchantOrderId: request.merchantTransactionId,
      amount: request.amountPaise,
    });
    const refund = this.read(refundSchema, answer, 'refund');
    return { state: v2RefundState(refund.state), code: refund.errorCode ?? null };
  }

  async refundStatus(merchantRefundId: string): Promise<GatewayRefundStatus> {
    const answer = await this.call('GET', `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`);
    const refund = this.read(refundSchema, answer, 'refund status');
    return { state: v2RefundState(refund.state), code: refund.errorCode ?? refund.state };
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const token = await this.accessToken();
    const { status, body: answer } = await callGateway(this.name, this.options.baseUrl + path, {
      method,
      headers: {
        authorization: `O-Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // A token PhonePe no longer honours: forget it, so the next call fetches a new one.
    if (status === 401) this.token = null;
    if (status >= 400)
      throw new GatewayUnavailableError(
        this.name,
        `${method} ${path}: HTTP ${status} ${JSON.stringify(answer).slice(0, 300)}`,
      );
    return answer;
  }

  private read<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success)
      throw new GatewayUnavailableError(
        this.name,
        `unexpected ${what} answer: ${JSON.stringify(answer).slice(0, 300)}`,
      );
    return parsed.data;
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_SECONDS > Date.now() / 1000) {
      return Promise.resolve(this.token.value);
    }
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, clientVersion, authUrl } = this.options;
    const { status, body } = await callGateway(this.name, authUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: clientId,
        client_version: clientVersion,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const token = tokenSchema.safeParse(body);
    if (status !== 200 || !token.success)
      throw new GatewayUnavailableError(
        this.name,
        `token refused: HTTP ${status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    this.token = { value: token.data.access_token, expiresAt: token.data.expires_at };
    return this.token.value;
  }
}
