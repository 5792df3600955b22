import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../../platform/errors/app-error';

/** What a gateway says about a payment, read from its documented fields. */
export type GatewayOutcome = 'succeeded' | 'failed' | 'pending';

export interface GatewayPaymentStatus {
  outcome: GatewayOutcome;
  /** What the gateway says was paid, in paise; checked against what we asked for. */
  amountPaise: number | null;
  /** The merchant the answer is for, when the answer names one; checked against ours. */
  merchantId: string | null;
  gatewayTransactionId: string | null;
  /** Why it failed, or the gateway's word for an outcome it has not decided. */
  code: string | null;
}

export interface GatewayRefundStatus {
  state: 'pending' | 'completed' | 'failed';
  code: string | null;
}

export interface PayRequest {
  merchantTransactionId: string;
  amountPaise: number;
  /** Our id of the buyer, as the gateway wants one (never their number). */
  merchantUserId: string;
  /** Where the gateway sends the browser back. */
  redirectUrl: string;
  /** Where the gateway sends its server-to-server notification (v1; v2 uses the dashboard's URL). */
  callbackUrl: string;
}

export interface RefundRequest {
  merchantRefundId: string;
  merchantTransactionId: string;
  amountPaise: number;
  merchantUserId: string;
  callbackUrl: string;
}

/** A verified server-to-server notification: what it is about, and which delivery it is. */
export interface GatewayNotification {
  /** The merchant's id of the payment, refund or (for a mandate's own news) mandate it concerns. */
  merchantId: string;
  /** The Autopay mandate it concerns, when it concerns one (a setup, a debit, or the mandate itself). */
  mandateId: string | null;
  /** Same for every redelivery of the same news: the event and the state it reports. */
  dedupeKey: string;
  payload: unknown;
}

/** Where a UPI Autopay mandate stands, in PhonePe's words made ours. */
export const mandateStates = ['pending', 'active', 'paused', 'revoked', 'cancelled', 'expired', 'failed'] as const;
export type MandateState = (typeof mandateStates)[number];

export interface MandateSetupRequest {
  /** The setup's own order: with the TRANSACTION workflow, the first period's payment. */
  merchantOrderId: string;
  merchantSubscriptionId: string;
  amountPaise: number;
  /** The most a single debit may take (the mandate's amount is VARIABLE: plans can change). */
  maxAmountPaise: number;
  merchantUserId: string;
  redirectUrl: string;
  /** When the mandate lapses. */
  expiresAt: Date;
}

/** Whether the gateway took a request, and its word for the outcome or the refusal. */
export interface GatewayAnswer {
  accepted: boolean;
  code: string;
}

export interface DebitNotice {
  /** The debit's order: the same id is later redeemed and asked about. */
  merchantOrderId: string;
  merchantSubscriptionId: string;
  amountPaise: number;
  /** The order's deadline: an undebited order fails after it. */
  expiresAt: Date;
}

/**
 * UPI Autopay through a gateway: a mandate set up with its first payment, a pre-debit notice (NPCI
 * wants it at least 24 hours before the debit), the debit itself (redeem), and the mandate's own
 * state and cancellation. Outcomes of setups and debits are read through `orderStatus`.
 */
export interface MandateGateway {
  setup(request: MandateSetupRequest): Promise<{ payPageUrl: string; gatewayOrderId: string | null }>;
  orderStatus(merchantOrderId: string): Promise<GatewayPaymentStatus>;
  mandateStatus(merchantSubscriptionId: string): Promise<{ state: MandateState; code: string }>;
  /** Announces a debit; not accepted when the gateway refuses it (e.g. the mandate is no longer active). */
  notify(notice: DebitNotice): Promise<GatewayAnswer>;
  /** Asks for the announced debit; its outcome comes through `orderStatus` and the webhook. */
  redeem(merchantOrderId: string): Promise<GatewayAnswer>;
  /** Ends the mandate: no debit can follow. Not accepted when it had ended already. */
  cancel(merchantSubscriptionId: string): Promise<GatewayAnswer>;
}

/**
 * A payment gateway as the payments module uses it: PhonePe's Standard Checkout v2, its older v1
 * (salt key), or either of them spoken by the built-in sandbox at a local base URL.
 */
export interface PaymentGateway {
  readonly name: 'phonepe-v2' | 'phonepe-v1';
  /** Asks for a payment and answers the gateway's page to send the buyer to. */
  pay(request: PayRequest): Promise<{ payPageUrl: string; gatewayOrderId: string | null }>;
  status(merchantTransactionId: string): Promise<GatewayPaymentStatus>;
  /** Checks a notification's signature; a forged or unreadable one throws (401 / 400). */
  notification(headers: IncomingHttpHeaders, body: unknown): GatewayNotification;
  refund(request: RefundRequest): Promise<GatewayRefundStatus>;
  refundStatus(merchantRefundId: string, merchantTransactionId: string): Promise<GatewayRefundStatus>;
  /** UPI Autopay, where the gateway's protocol has it (v2); null otherwise. */
  readonly mandates: MandateGateway | null;
}

/** The gateway did not answer, or answered something we cannot use: try again later. */
export class GatewayUnavailableError extends AppError {
  /** What went wrong, for the log. */
  readonly reason: string;

  constructor(gateway: string, reason: string) {
    super('service_unavailable', 'The payment gateway could not be reached just now. Please try again in a moment.');
    this.name = 'GatewayUnavailableError';
    this.reason = `${gateway}: ${reason}`;
  }
}

/** A notification whose signature does not hold: answered 401, and nothing changes. */
export const forgedNotification = () =>
  new AppError('unauthenticated', 'The notification’s signature does not match this merchant’s credentials.');

const TIMEOUT_MS = 10_000;

/** A JSON call to the gateway with a timeout; network failures and 5xx become GatewayUnavailableError. */
export async function callGateway(
  gateway: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GatewayUnavailableError(gateway, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  if (response.status >= 500 || response.status === 429)
    throw new GatewayUnavailableError(gateway, `HTTP ${response.status}: ${text.slice(0, 300)}`);
  try {
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  } catch {
    throw new GatewayUnavailableError(gateway, `HTTP ${response.status} with a body that is not JSON`);
  }
}
