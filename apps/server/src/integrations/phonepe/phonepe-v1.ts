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
import { callbackChecksum, fromBase64Json, sameSecret, toBase64Json, xVerify } from './phonepe-signatures';

export interface PhonePeV1Options {
  /** e.g. https://api.phonepe.com/apis/hermes; the signed paths (/pg/v1/…) follow it. */
  baseUrl: string;
  merchantId: string;
  saltKey: string;
  saltIndex: number;
}

const answerSchema = z.object({
  success: z.boolean(),
  code: z.string(),
  data: z
    .object({
      merchantId: z.string().optional(),
      merchantTransactionId: z.string().optional(),
      transactionId: z.string().nullish(),
      amount: z.number().int().optional(),
      state: z.string().optional(),
      responseCode: z.string().nullish(),
      instrumentResponse: z
        .object({ redirectInfo: z.object({ url: z.string() }).optional() })
        .loose()
        .optional(),
    })
    .loose()
    .optional(),
});
type Answer = z.infer<typeof answerSchema>;

/** Codes v1 documents as a payment that did not and will not happen. */
const FAILED_CODES = new Set(['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'TIMED_OUT', 'AUTHORIZATION_FAILED']);

/**
 * Reads v1's answer: success only with PAYMENT_SUCCESS and state COMPLETED; failed on the
 * documented failure codes or state FAILED; everything else (PAYMENT_PENDING,
 * INTERNAL_SERVER_ERROR, TRANSACTION_NOT_FOUND just after creation, codes added later) is pending.
 */
export function v1Outcome(code: string, state: string | undefined): GatewayPaymentStatus['outcome'] {
  if (code === 'PAYMENT_SUCCESS' && state === 'COMPLETED') return 'succeeded';
  if (FAILED_CODES.has(code) || state === 'FAILED') return 'failed';
  return 'pending';
}

/**
 * PhonePe's v1 (salt key) API for merchants still on it: base64 JSON bodies signed with
 * `X-VERIFY = SHA256(base64Body + apiPath + saltKey) + "###" + saltIndex` on `/pg/v1/pay`, the
 * status at `/pg/v1/status/{merchantId}/{merchantTransactionId}`, refunds at `/pg/v1/refund`,
 * and callbacks signed `SHA256(base64Response + saltKey) + "###" + saltIndex`.
 */
export class PhonePeV1 implements PaymentGateway {
  readonly name = 'phonepe-v1';
  /** v1's Autopay is a separate product (the /v3/recurring API) we do not speak: one-time payments only. */
  readonly mandates = null;

  constructor(private readonly options: PhonePeV1Options) {}

  async pay(request: PayRequest) {
    const answer = await this.post('/pg/v1/pay', {
      merchantId: this.options.merchantId,
      merchantTransactionId: request.merchantTransactionId,
      merchantUserId: request.merchantUserId,
      amount: request.amountPaise,
      redirectUrl: request.redirectUrl,
      redirectMode: 'REDIRECT',
      callbackUrl: request.callbackUrl,
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    const url = answer.data?.instrumentResponse?.redirectInfo?.url;
    if (!answer.success || !url) throw this.unusable('pay', answer);
    return { payPageUrl: url, gatewayOrderId: null };
  }

  async status(merchantTransactionId: string): Promise<GatewayPaymentStatus> {
    const answer = await this.statusOf(merchantTransactionId);
    const outcome = v1Outcome(answer.code, answer.data?.state);
    return {
      outcome,
      amountPaise: answer.data?.amount ?? null,
      merchantId: answer.data?.merchantId ?? null,
      gatewayTransactionId: answer.data?.transactionId ?? null,
      code: outcome === 'failed' ? (answer.data?.responseCode ?? answer.code) : answer.code,
    };
  }

  notification(headers: IncomingHttpHeaders, body: unknown): GatewayNotification {
    const { saltKey, saltIndex } = this.options;
    const response = z.object({ response: z.string().min(1) }).safeParse(body);
    const checksum = headers['x-verify'];
    if (!response.success) throw new AppError('bad_request', 'The callback carries no response.');
    if (
      !sameSecret(
        typeof checksum === 'string' ? checksum : undefined,
        callbackChecksum(response.data.response, saltKey, saltIndex),
      )
    )
      throw forgedNotification();
    let decoded: Answer;
    try {
      decoded = answerSchema.parse(fromBase64Json(response.data.response));
    } catch {
      throw new AppError('bad_request', 'The callback’s response is not PhonePe’s base64 JSON.');
    }
    const id = decoded.data?.merchantTransactionId;
    if (!id) throw new AppError('bad_request', 'The callback names no merchant transaction.');
    return {
      merchantId: id,
      mandateId: null,
      dedupeKey: `${decoded.code}:${decoded.data?.state ?? ''}`,
      payload: decoded,
    };
  }

  async refund(request: RefundRequest): Promise<GatewayRefundStatus> {
    const answer = await this.post('/pg/v1/refund', {
      merchantId: this.options.merchantId,
      merchantUserId: request.merchantUserId,
      originalTransactionId: request.merchantTransactionId,
      merchantTransactionId: request.merchantRefundId,
      amount: request.amountPaise,
      callbackUrl: request.callbackUrl,
    });
    return this.refundState(answer);
  }

  async refundStatus(merchantRefundId: string): Promise<GatewayRefundStatus> {
    return this.refundState(await this.statusOf(merchantRefundId));
  }

  private refundState(answer: Answer): GatewayRefundStatus {
    const outcome = v1Outcome(answer.code, answer.data?.state);
    const state = outcome === 'succeeded' ? 'completed' : outcome;
    return { state, code: answer.data?.responseCode ?? answer.code };
  }

  private async statusOf(merchantTransactionId: string): Promise<Answer> {
    const { merchantId, saltKey, saltIndex } = this.options;
    const path = `/pg/v1/status/${encodeURIComponent(merchantId)}/${encodeURIComponent(merchantTransactionId)}`;
    const { body } = await callGateway(this.name, this.options.baseUrl + path, {
      method: 'GET',
      headers: {
        'x-verify': xVerify('', path, saltKey, saltIndex),
        'x-merchant-id': merchantId,
        accept: 'application/json',
      },
    });
    return this.read(body, 'status');
  }

  private async post(path: string, payload: object): Promise<Answer> {
    const { saltKey, saltIndex } = this.options;
    const request = toBase64Json(payload);
    const { body } = await callGateway(this.name, this.options.baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-verify': xVerify(request, path, saltKey, saltIndex),
      },
      body: JSON.stringify({ request }),
    });
    return this.read(body, path);
  }

  private read(body: unknown, what: string): Answer {
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw this.unusable(what, body);
    return parsed.data;
  }

  private unusable(what: string, body: unknown) {
    return new GatewayUnavailableError(this.name, `unexpected ${what} answer: ${JSON.stringify(body).slice(0, 300)}`);
  }
}
