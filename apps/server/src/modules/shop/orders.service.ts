import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CheckoutOptions } from '@reelhouse/contracts/shop-cart';
import { type Order, type OrderStatus, type PaymentMethod } from '@reelhouse/contracts/shop-orders';
import { refundsThroughGateway } from '@reelhouse/contracts/shop-orders-admin';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { Mail } from '../../integrations/mail/mail.module';
import { GatewayUnavailableError } from '../../integrations/phonepe/payment-gateway';
import type { JobKind } from '../../platform/jobs/job-kind';
import type { OrderPayments, OrderSettlement } from '../payments/payments.module';
import { orderStatusMail } from './order-mails';
import { moveOrder, noteOrder, type MovedOrder } from './order-moves.service';
import type { OrdersRepository } from './orders.repository';
import { OperatorAudit } from '../../platform/operator-audit';

export interface ShopPaymentTerms {
  /** How long an unpaid online order keeps its stock (WooCommerce holds for 60 minutes). */
  holdMinutes: number;
  bankAccount: CheckoutOptions['bankAccount'];
  chequePayee: string;
  chequeAddress: string | null;
}

export interface OrdersServiceDeps {
  db: Db;
  orders: OrdersRepository;
  payments: OrderPayments;
  mail: Pick<Mail, 'send'>;
  audit: OperatorAudit;
  log: FastifyBaseLogger;
  terms: ShopPaymentTerms;
  /** The site's address for links in mails sent outside a request. */
  siteOrigin: () => string;
  /** Stock changed (an order took or gave back some): cached catalogue reads are dropped. */
  onStockChange: () => void;
  serviceName: string;
}

const holdPayload = z.object({ orderId: z.number().int() });

/**
 * Orders after checkout (see `Checkout`): paying online through the same PhonePe client and
 * reconciliation as plans, the buyer's pay/cancel, operators' status changes and refunds, and the
 * timer that gives back stock unpaid orders were holding.
 */
export class OrdersService {
  readonly holdJob: JobKind<typeof holdPayload>;

  constructor(private readonly deps: OrdersServiceDeps) {
    this.holdJob = {
      name: 'order.hold-expiry',
      payload: holdPayload,
      key: ({ orderId }) => `hold#${orderId}`,
      maxAttempts: 3,
      run: ({ orderId }) => this.expireHold(orderId),
    };
  }

  /** The payment methods on offer for a cart: cash on delivery only for goods that are delivered. */
  checkoutOptions(needsShipping: boolean): CheckoutOptions {
    const { bankAccount, chequePayee, chequeAddress } = this.deps.terms;
    const methods: PaymentMethod[] = [
      ...(bankAccount ? (['bank_transfer'] as const) : []),
      'cheque',
      ...(needsShipping ? (['cash_on_delivery'] as const) : []),
      'phonepe',
    ];
    return { paymentMethods: methods, bankAccount, chequePayee, chequeAddress };
  }

  /** The member's order; an unpaid online one is checked with PhonePe first (at most every few seconds). */
  async ofMember(userId: number, number: string): Promise<Order> {
    const found = await this.deps.orders.ofMember(userId, number);
    if (!found) throw new AppError('not_found', 'You have no order with this number.');
    if (found.status !== 'pending_payment') return strip(found);
    const pending = await this.deps.orders.latestPendingPayment(found.id);
    if (pending) await this.deps.payments.refresh(pending);
    return strip((await this.deps.orders.ofMember(userId, number)) ?? found);
  }

  /** Sends the buyer to PhonePe again for an unpaid online order still holding its stock. */
  async pay(userId: number, number: string, origin: string): Promise<{ redirectUrl: string }> {
    const order = await this.deps.orders.ofMember(userId, number);
    if (!order) throw new AppError('not_found', 'You have no order with this number.');
    if (!order.actions.pay) throw new AppError('conflict', 'This order cannot be paid online now.');
    const redirectUrl = await this.startPayment(userId, order, origin);
    if (!redirectUrl)
      throw new AppError('service_unavailable', 'PhonePe cannot be reached just now. Try again in a minute.');
    return { redirectUrl };
  }

  async cancel(userId: number, number: string, origin: string): Promise<Order> {
    const order = await this.deps.orders.ofMember(userId, number);
    if (!order) throw new AppError('not_found', 'You have no order with this number.');
    if (!order.actions.cancel) throw new AppError('conflict', 'This order can no longer be cancelled.');
    await this.move(order.id, 'cancelled', { actorId: userId, note: null }, origin);
    return this.ofMember(userId, number);
  }

  async track(number: string, email: string): Promise<Order> {
    const order = await this.deps.orders.tracked(number, email);
    // One answer for a wrong number and a wrong e-mail: nobody learns which orders exist.
    if (!order) throw new AppError('not_found', 'No order matches this number and e-mail address.');
    return order;
  }

  /** An operator's change of status (marking a transfer paid, completing, cancelling), audited. */
  async changeStatus(
    actorId: number,
    number: string,
    to: OrderStatus,
    note: string | null,
    origin: string,
  ): Promise<void> {
    const order = await this.deps.orders.byNumber(number);
    if (!order) throw new AppError('not_found', 'There is no order with this number.');
    if (to === 'refunded' && refundsThroughGateway(order.paymentMethod))
      throw new AppError('conflict', 'Refund an order paid through PhonePe with its refund action.');
    await this.move(order.id, to, { actorId, note }, origin, (tx) =>
      new OperatorAudit(tx).record(actorId, {
        action: 'order.status',
        subject: `order:${number}`,
        details: { from: order.status, to, note },
      }),
    );
  }

  /** Refunds an order's PhonePe payment in full; the order becomes refunded once PhonePe completes it. */
  async refund(actorId: number, number: string, reason: string) {
    const order = await this.deps.orders.byNumber(number);
    if (!order) throw new AppError('not_found', 'There is no order with this number.');
    const paid = await this.deps.orders.paidPayment(order.id);
    if (!paid) throw new AppError('conflict', 'This order has no PhonePe payment to refund.');
    const refund = await this.deps.payments.refund(actorId, paid, reason);
    await this.deps.audit.record(actorId, {
      action: 'order.refund',
      subject: `order:${number}`,
      details: { merchantRefundId: refund.merchantRefundId, reason },
    });
    return refund;
  }

  /** What PhonePe's answers do to orders, run inside the payment's settling transaction. */
  readonly settlement: OrderSettlement = {
    paid: async (tx, orderId) => {
      const [order] = await this.locked(tx, orderId);
      if (order?.status === 'pending_payment') {
        this.afterCommit(await moveOrder(tx, orderId, 'processing', { actorId: null, note: 'Paid through PhonePe.' }));
        return;
      }
      // Paid after the order was given up (its hold ran out or it was cancelled): money to return.
      await noteOrder(tx, orderId, 'Paid through PhonePe after the order was closed: refund this payment.');
      this.deps.log.error({ orderId }, 'payment arrived for a closed order: refund it');
    },
    unpaid: async (tx, orderId, paymentId) => {
      const [order] = await this.locked(tx, orderId);
      if (order?.status !== 'pending_payment') return;
      // Another attempt may still be under way (the buyer pressed "pay" again).
      if (await this.deps.orders.hasPendingPayment(tx, orderId, paymentId)) return;
      this.afterCommit(
        await moveOrder(tx, orderId, 'failed', { actorId: null, note: 'PhonePe did not take the payment.' }),
      );
    },
    refunded: async (tx, orderId) => {
      const [order] = await this.locked(tx, orderId);
      if (order?.status !== 'processing' && order?.status !== 'completed') return;
      this.afterCommit(await moveOrder(tx, orderId, 'refunded', { actorId: null, note: 'Refunded through PhonePe.' }));
    },
  };

  /** Cancels an online order still unpaid when its hold ends, giving its stock back. */
  async expireHold(orderId: number): Promise<void> {
    const order = await this.deps.orders.byId(orderId);
    if (order?.status !== 'pending_payment' || !order.holdExpiresAt) return;
    if (Date.parse(order.holdExpiresAt) > Date.now()) return;
    const pending = await this.deps.orders.latestPendingPayment(orderId);
    if (pending) await this.deps.payments.check(pending).catch(() => null);
    const moved = await this.deps.db.transaction(async (tx) => {
      const [locked] = await this.locked(tx, orderId);
      if (locked?.status !== 'pending_payment') return null;
      return moveOrder(tx, orderId, 'cancelled', {
        actorId: null,
        note: 'Not paid in time: the items went back on sale.',
      });
    });
    if (moved) this.afterCommit(moved);
  }

  /** Catches holds whose timer was lost (e.g. a database restored from a backup). */
  async expireOverdueHolds(): Promise<number> {
    const overdue = await this.deps.orders.heldPastExpiry();
    for (const orderId of overdue) await this.expireHold(orderId);
    return overdue.length;
  }

  private async move(
    orderId: number,
    to: OrderStatus,
    by: { actorId: number | null; note: string | null },
    origin: string,
    /** Written in the move's transaction (an operator's audit line). */
    alongside?: (tx: Db) => Promise<void>,
  ): Promise<void> {
    const moved = await this.deps.db.transaction(async (tx) => {
      const result = await moveOrder(tx, orderId, to, by);
      await alongside?.(tx);
      return result;
    });
    this.deps.onStockChange();
    await this.notify(moved, by.note, origin);
  }

  /** Status mails for moves made inside a payment's transaction go out once it is done. */
  private afterCommit(moved: MovedOrder): void {
    setImmediate(() => {
      this.deps.onStockChange();
      this.notify(moved, null, null).catch((error: unknown) =>
        this.deps.log.error({ err: error, order: moved.number }, 'order status mail failed'),
      );
    });
  }

  private async notify(moved: MovedOrder, note: string | null, origin: string | null): Promise<void> {
    await this.deps.mail.send(
      orderStatusMail({ ...moved, note }, moved.lang, this.deps.serviceName, this.link(origin, moved.number)),
    );
  }

  link(origin: string | null, number: string): string {
    return `${origin ?? this.deps.siteOrigin()}/order-received/${number}`;
  }

  /** Sends the buyer to PhonePe for the order: the address to go to, or null when PhonePe is unreachable. */
  async startPayment(
    userId: number,
    order: { id: number; number: string; totalPaise: number; gstPaise: number },
    origin: string,
  ): Promise<string | null> {
    try {
      return (await this.deps.payments.start(userId, order, origin)).redirectUrl;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // The order keeps its stock until the hold ends; "pay" in My Account tries again.
      this.deps.log.warn(
        { order: order.number, reason: error.reason },
        'PhonePe unreachable when the order was placed',
      );
      return null;
    }
  }

  private locked(tx: Db, orderId: number) {
    return this.deps.orders.lockStatus(tx, orderId);
  }
}

const strip = ({ id: _id, userId: _user, ...order }: Order & { id: number; userId?: number | null }): Order => order;
