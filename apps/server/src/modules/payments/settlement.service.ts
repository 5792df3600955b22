import type { PaymentState } from '@reelhouse/contracts/payments';
import type { Db } from '@reelhouse/db/database';
import type { GatewayPaymentStatus } from '../../integrations/phonepe/payment-gateway';
import type { OrderSettlement } from './order-payments';
import type { PaymentPurpose } from '@reelhouse/contracts/subscriptions';
import { AutopaySettlementRepository } from './autopay-settlement.repository';
import { SettlementRepository, type LockedPayment } from './settlement.repository';

/** The Indian financial year (April to March, in IST) a moment falls in, e.g. "2026-27". */
export function financialYearOf(moment: Date): string {
  const ist = new Date(moment.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const invoiceNumber = (financialYear: string, sequence: number) =>
  `${financialYear}-${String(sequence).padStart(6, '0')}`;

/** What else a settled payment does, inside the settling transaction. */
export interface SettlementEffects {
  /** What it does to its shop order (null before the shop module has said). */
  orders: OrderSettlement | null;
  /** Told that a plan payment went through, once its period and invoice are written (the mail). */
  planPaid?: (tx: Db, payment: { id: number; userId: number; purpose: PaymentPurpose }) => Promise<void>;
}

export interface SettlementResult {
  state: PaymentState;
  /** This call is the one that activated the plan (at most one ever does). */
  activated: boolean;
  /** This call is the one that decided the payment (succeeded, failed or flagged it). */
  decided: boolean;
}

/** Why a success cannot be accepted as it is, or null when it matches what we asked for. */
function mismatchOf(payment: LockedPayment, status: GatewayPaymentStatus, expectedMerchantId: string | null) {
  if (status.amountPaise !== payment.amountPaise) return 'AMOUNT_MISMATCH';
  const otherMerchant =
    expectedMerchantId !== null && status.merchantId !== null && status.merchantId !== expectedMerchantId;
  return otherMerchant ? 'MERCHANT_MISMATCH' : null;
}

/**
 * Applies the gateway's status answer to a payment, exactly once: the payment row is locked for
 * the transaction, a payment the gateway decided is never changed again, and the subscription and invoice it
 * creates are unique per payment — so however many notifications, polls and page loads race, one
 * of them activates and the rest find it done. A success whose amount or merchant differs from
 * what we asked for is flagged for an operator instead.
 */
export async function settlePayment(
  db: Db,
  merchantTransactionId: string,
  status: GatewayPaymentStatus,
  expectedMerchantId: string | null,
  { orders, planPaid }: SettlementEffects,
): Promise<SettlementResult | null> {
  return db.transaction(async (tx) => {
    const books = new SettlementRepository(tx);
    const payment = await books.lock(merchantTransactionId);
    if (!payment) return null;
    // Expired is our own give-up, not PhonePe's decision: a late word from PhonePe still counts.
    if (payment.state !== 'pending' && payment.state !== 'expired')
      return { state: payment.state, activated: false, decided: false };
    if (status.outcome === 'pending') {
      await books.markChecked(payment.id);
      return { state: payment.state, activated: false, decided: false };
    }
    if (status.outcome === 'failed') {
      await books.decide(payment.id, 'failed', status);
      if (payment.orderId !== null) await orders?.unpaid(tx, payment.orderId, payment.id);
      else await autopayUnpaid(tx, payment, status.code);
      return { state: 'failed', activated: false, decided: true };
    }
    const buyer = payment.userId;
    // An upgrade paid twice (two tabs) finds its periods replaced already: an operator refunds it.
    const replaced = payment.purpose === 'upgrade' ? await books.lockUpgraded(payment.id) : null;
    const mismatch =
      mismatchOf(payment, status, expectedMerchantId) ??
      (buyer === null ? 'BUYER_DELETED' : replaced?.length === 0 ? 'NOTHING_TO_UPGRADE' : null);
    if (mismatch || buyer === null) {
      await books.decide(payment.id, 'flagged', { ...status, code: mismatch });
      if (payment.purpose === 'renewal' && mismatch)
        await new AutopaySettlementRepository(tx).renewalFlagged(payment.id, mismatch);
      return { state: 'flagged', activated: false, decided: true };
    }
    await books.decide(payment.id, 'succeeded', { ...status, code: null });
    if (payment.orderId !== null) await orders?.paid(tx, payment.orderId);
    else {
      await activate(tx, books, { ...payment, userId: buyer }, replaced ?? []);
      await planPaid?.(tx, { id: payment.id, userId: buyer, purpose: payment.purpose });
    }
    return { state: 'succeeded', activated: true, decided: true };
  });
}

/** A plan payment that did not go through: a setup leaves no mandate; a failed renewal is retried. */
async function autopayUnpaid(tx: Db, payment: { id: number; purpose: PaymentPurpose }, code: string | null) {
  const autopay = new AutopaySettlementRepository(tx);
  if (payment.purpose === 'autopay_setup') await autopay.declineMandate(payment.id);
  if (payment.purpose === 'renewal') await autopay.renewalFailed(payment.id, code);
}

/** Ends a payment the gateway never decided within its lifetime (and fails the order it was for). */
export async function expirePayment(
  db: Db,
  merchantTransactionId: string,
  { orders }: SettlementEffects,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const expired = await new SettlementRepository(tx).expireIfPending(merchantTransactionId);
    if (expired?.orderId != null) await orders?.unpaid(tx, expired.orderId, expired.id);
    else if (expired) await autopayUnpaid(tx, expired, 'EXPIRED');
    return expired !== null;
  });
}

/**
 * Puts the bought period in place, then numbers its invoice in the financial year.
 *
 * - The same plan again, or a lower one: the period starts when the member's periods of this plan
 *   or better end (buying again extends; a lower plan waits for the better one to run out).
 * - A better plan (higher position): the period starts now. The periods of lower plans end now,
 *   and what was left of them is not lost: their unused share of what was paid for them is turned
 *   into extra time on the new plan at its price (a ₹100 plan with half its month left adds
 *   ₹50 worth of the new plan's time). Google Play's "immediate with time proration" works so.
 * - An upgrade's prorated difference (see PlanChanges): the better plan replaces the periods it
 *   was priced for, from now until they would have ended.
 * - A renewal continues the period it renews.
 */
async function activate(
  tx: Db,
  books: SettlementRepository,
  payment: LockedPayment & { userId: number },
  replaced: readonly number[],
) {
  if (payment.planId === null) throw new Error(`payment ${payment.id} buys neither a plan nor an order`);
  const autopay = new AutopaySettlementRepository(tx);
  const period = { userId: payment.userId, planId: payment.planId, paymentId: payment.id };
  if (payment.purpose === 'upgrade') {
    // The better plan runs now until the replaced periods would have ended, and renews as itself.
    await books.upgrade(payment.id, replaced);
    await autopay.upgraded(payment.userId, payment.planId);
  } else if (payment.purpose === 'renewal') {
    // A renewal continues the period it renews, from its end: no credit, no overlap, no gap.
    await books.addPeriod({ ...period, creditPaise: 0, startsAt: await autopay.renewalPaid(payment.id) });
  } else {
    const creditPaise = await books.endLowerPlanPeriods(payment.userId, payment.planId);
    await books.addPeriod({ ...period, creditPaise });
    if (payment.purpose === 'autopay_setup') await autopay.approveMandate(payment.id);
  }
  const financialYear = financialYearOf(new Date());
  const sequence = await books.nextInvoiceSequence(financialYear);
  await books.writeInvoice(payment.id, { number: invoiceNumber(financialYear, sequence), financialYear, sequence });
}
