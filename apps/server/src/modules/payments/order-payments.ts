import type { Refund } from '@reelhouse/contracts/payments';
import type { Db } from '@reelhouse/db/database';
import type { IdempotencyKeys } from '../../platform/idempotency-keys';
import type { JobQueue } from '../../platform/jobs/job-queue';

/*
 * The one interface between the shop and payments, both ways. The shop asks payments to start,
 * check and refund an order's payment (`OrderPayments`, made by the payments module); payments
 * tells the shop what a settled payment does to its order (`OrderSettlement`, given by the shop
 * module once, when it is built), inside the transaction that settles the payment.
 */

/**
 * What a payment for a shop order does to the order, inside the settling transaction (the shop
 * module provides it): paid → processing; failed or expired → failed, stock given back; refunded.
 */
export interface OrderSettlement {
  paid(tx: Db, orderId: number): Promise<void>;
  unpaid(tx: Db, orderId: number, paymentId: number): Promise<void>;
  refunded(tx: Db, orderId: number): Promise<void>;
}

export interface OrderPayments {
  /** Opens an online payment for an order; the buyer is sent to the redirect. */
  start(
    userId: number,
    order: { id: number; number: string; totalPaise: number; gstPaise: number },
    returnOrigin: string,
  ): Promise<{ redirectUrl: string }>;
  /** Asks PhonePe about a pending payment now and settles it by the answer. */
  check(merchantTransactionId: string): Promise<unknown>;
  /** Like `check`, unless someone asked within the last few seconds (a buyer's page looking at it). */
  refresh(merchantTransactionId: string): Promise<void>;
  /** Refunds a paid payment in full. */
  refund(operatorId: number, merchantTransactionId: string, reason: string): Promise<Refund>;
  /** Where payments says what a settled payment does to the order: set once by the shop module. */
  settleOrdersWith(settlement: OrderSettlement): void;
  /** Reconciliation's queue: an unpaid order's hold expires on it, in step with its payment's checks. */
  queue: JobQueue;
  /** A checkout is paid for once, however often the buyer's app repeats the request. */
  keys: IdempotencyKeys;
}
